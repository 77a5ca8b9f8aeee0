import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_ATTACHMENT_EXTENSIONS, SUPPORT_ATTACHMENT_MAX_BYTES } from '@marginalia/contracts/support/support.constants';
import type { AttachmentView } from '@marginalia/contracts/support/support.contract';
import type { FileTypeRule } from '../../platform/documents/content-type';
import { extensionOf } from '../../platform/documents/content-type';
import { AppError } from '../../platform/errors/app-error';
import { publicCode } from '../../platform/ids/random-ids';
import { ensureVisitorToken } from '../../platform/session/visitor';
import { multipartParts } from '../../platform/uploads/multipart-parts';
import { storeWithinAllowance, uploadAllowance } from '../../platform/uploads/storage-quotas';
import { cleanUploadName } from '../../platform/uploads/upload-name';
import { storeUpload, type StoredUpload } from '../../platform/uploads/upload-stream';
import type { Platform } from '../../platform/platform';
import type { SupportContext } from './support-context';
import { deleteUnattached, findAttachment, findOwnAttachment, insertAttachment, type AttachmentOwner } from './support.repository';
import { attachmentView } from './support-views';

/**
 * Files sent with support messages: checked by their bytes (never the name or the browser's type alone),
 * streamed to storage, counted in the uploader's daily storage quota, then attached to a message. An upload
 * never sent with a message is deleted after a day.
 */

const SUPPORT_FILE_RULE: FileTypeRule = {
  extensions: [...SUPPORT_ATTACHMENT_EXTENSIONS],
  mimeTypes: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/gif',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.text',
    'text/plain',
    'application/rtf',
  ],
};

/** Uploads not sent with a message within this time are deleted. */
export const UNATTACHED_LIFETIME_MS = 24 * 3600 * 1000;
export const DELETE_UNATTACHED_JOB = 'support.delete-unattached';
export const DELETE_UNATTACHED_HOUR_UTC = 4;

/** Who uploads: the signed-in user, else this browser as a visitor (a visitor cookie is issued when missing). */
export function attachmentOwner(context: SupportContext, request: FastifyRequest, reply: FastifyReply): AttachmentOwner {
  if (context.user) return { userId: context.user.id };
  return { visitorHash: ensureVisitorToken(request, reply, context.platform.config.secureCookies) };
}

/** POST /api/support/attachments (multipart, one `file`). */
export async function uploadAttachment(context: SupportContext, request: FastifyRequest, reply: FastifyReply): Promise<{ attachment: AttachmentView }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
  const { db, platform, now } = context;
  const owner = attachmentOwner(context, request, reply);
  const { storageQuotas } = await request.server.applicationLoader.settings();
  const allowance = await uploadAllowance(
    db,
    storageQuotas,
    { userId: context.user?.id ?? null, visitorTokenHash: 'visitorHash' in owner ? owner.visitorHash : null, address: context.address },
    now,
  );
  // Stored inside the loop: the parts close only after the file was stored or refused (platform/uploads).
  const publicId = publicCode('att_', 12);
  let stored: StoredUpload | null = null;
  let fileName = 'file';
  for await (const part of multipartParts(request, { limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2 } })) {
    if (part.type !== 'file') continue;
    fileName = part.filename || 'file';
    const extension = extensionOf(fileName).replace(/[^a-z0-9]/g, '');
    const key = `support/${publicId}${extension ? `.${extension}` : ''}`;
    stored = await storeWithinAllowance(allowance, SUPPORT_ATTACHMENT_MAX_BYTES, (maxBytes) =>
      storeUpload({ storage: platform.storage, key, fileName, source: part.file, rule: SUPPORT_FILE_RULE, maxBytes }),
    );
    break;
  }
  if (!stored) throw new AppError(400, 'file-required');
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertAttachment(tx, {
        publicId,
        uploaderUserId: 'userId' in owner ? owner.userId : null,
        uploaderVisitorHash: 'visitorHash' in owner ? owner.visitorHash : null,
        name: cleanUploadName(fileName),
        contentType: stored.contentType,
        size: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
        createdAt: now,
      });
      await allowance.record(tx, stored.size);
      return inserted;
    });
    return { attachment: attachmentView(row) };
  } catch (error) {
    const key = stored.key;
    await platform.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export interface AttachmentDownload {
  file: { name: string; contentType: string; size: number };
  body: Readable;
}

/** GET /api/support/attachments/{id}/download: a file of one of the caller's own requests. */
export async function ownAttachment(context: SupportContext, publicId: string): Promise<AttachmentDownload> {
  if (!context.user) throw new AppError(401, 'login-required');
  const row = await findOwnAttachment(context.db, context.user.id, publicId);
  if (!row) throw new AppError(404, 'file-not-found');
  return { file: { name: row.name, contentType: row.contentType, size: row.size }, body: await context.platform.storage.read(row.storageKey) };
}

/** Staff: any attachment sent with a message. */
export async function anyAttachment(platform: Platform, publicId: string): Promise<AttachmentDownload> {
  const row = await findAttachment(platform.db, publicId);
  if (!row || row.messageId === null) throw new AppError(404, 'file-not-found');
  return { file: { name: row.name, contentType: row.contentType, size: row.size }, body: await platform.storage.read(row.storageKey) };
}

/** The daily clean-up: uploads never sent go, with their files. */
export async function deleteUnattachedUploads(platform: Platform, now: Date): Promise<number> {
  const keys = await deleteUnattached(platform.db, new Date(now.getTime() - UNATTACHED_LIFETIME_MS));
  for (const key of keys) await platform.storage.delete(key).catch(() => undefined);
  return keys.length;
}

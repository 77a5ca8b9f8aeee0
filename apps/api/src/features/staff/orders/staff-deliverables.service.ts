import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DeliverableKind } from '@marginalia/contracts/staff/staff-orders.contract';
import { extensionOf, type FileTypeRule } from '../../../platform/documents/content-type';
import { AppError } from '../../../platform/errors/app-error';
import { storeUpload } from '../../../platform/uploads/upload-stream';
import { cleanUploadName } from '../../../platform/uploads/upload-name';
import type { StaffContext } from '../staff-context';
import { auditOrder, isClosed } from './staff-order-audit';
import { findDeliverable } from '../../../platform/deliverables/deliverable-store';
import { findCustomerFile, insertDeliverable, markDeliverableRemoved } from './staff-order-writes.repository';
import { findOrder, lockOrder } from './staff-orders.repository';

/**
 * What staff may deliver: every type a customer may upload (the `allowedFileTypes` setting, all kinds),
 * plus PDF and the usual figure formats. Only extensions whose content can be verified from the bytes
 * are accepted (platform/documents/content-type.ts), which is why .zip is not among them.
 */
const ALWAYS: FileTypeRule = {
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff', '.zip'],
  mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff', 'application/zip'],
};

export function deliverableRule(allowed: Record<string, FileTypeRule>): FileTypeRule {
  const rules = [...Object.values(allowed), ALWAYS];
  return {
    extensions: [...new Set(rules.flatMap((rule) => rule.extensions ?? []))],
    mimeTypes: [...new Set(rules.flatMap((rule) => rule.mimeTypes ?? []))],
  };
}

export interface DeliverableUpload {
  kind: DeliverableKind;
  fileName: string;
  source: Readable;
}

/** Streams a delivered file into storage, then records it with its audit event; nothing is left half-written. */
export async function uploadDeliverable(context: StaffContext, externalId: string, upload: DeliverableUpload, limits: { rule: FileTypeRule; maxBytes: number }): Promise<void> {
  const order = await findOrder(context.db, externalId);
  if (isClosed(order)) {
    upload.source.resume();
    throw new AppError(409, 'order-closed');
  }
  const publicId = randomBytes(12).toString('base64url');
  const extension = extensionOf(upload.fileName).replace(/[^a-z0-9]/g, '');
  const key = `deliverables/${order.externalId.replace(/[^A-Za-z0-9_-]/g, '_')}/${publicId}${extension ? `.${extension}` : ''}`;
  const stored = await storeUpload({ storage: context.platform.storage, key, fileName: upload.fileName, source: upload.source, rule: limits.rule, maxBytes: limits.maxBytes });
  try {
    await context.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, externalId);
      if (isClosed(locked)) throw new AppError(409, 'order-closed');
      const name = cleanUploadName(upload.fileName);
      await insertDeliverable(tx, {
        publicId,
        orderId: locked.id,
        kind: upload.kind,
        name,
        contentType: stored.contentType,
        size: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
        uploadedById: context.staff.id,
        createdAt: context.now,
      });
      await auditOrder(tx, context, locked, 'order.deliverable.add', { after: { key: publicId, kind: upload.kind, name, size: stored.size } });
    });
  } catch (error) {
    await context.platform.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Hides a file uploaded by mistake (the row and the bytes stay, for the history). Refused once the order
 * is completed or cancelled: what the researcher was given is not taken back silently.
 */
export async function removeDeliverable(context: StaffContext, externalId: string, key: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, externalId);
    if (isClosed(order)) throw new AppError(409, 'order-closed');
    const deliverable = await findDeliverable(tx, order.id, key);
    if (!deliverable) throw new AppError(404, 'file-not-found');
    await markDeliverableRemoved(tx, deliverable.id, context.now);
    await auditOrder(tx, context, order, 'order.deliverable.remove', { before: { key, kind: deliverable.kind, name: deliverable.name } });
  });
}

export interface FileDownload {
  name: string;
  contentType: string;
  size: number;
  body: Readable;
}

export async function deliverableDownload(context: StaffContext, externalId: string, key: string): Promise<FileDownload> {
  const order = await findOrder(context.db, externalId);
  const deliverable = await findDeliverable(context.db, order.id, key);
  if (!deliverable) throw new AppError(404, 'file-not-found');
  return { name: deliverable.name, contentType: deliverable.contentType, size: deliverable.size, body: await context.platform.storage.read(deliverable.storageKey) };
}

/** A customer's uploaded file (an order form file), for the editor. */
export async function customerFileDownload(context: StaffContext, publicId: string): Promise<FileDownload> {
  const file = await findCustomerFile(context.db, publicId);
  if (!file) throw new AppError(404, 'file-not-found');
  return { name: file.name, contentType: file.contentType, size: file.size, body: await context.platform.storage.read(file.storageKey) };
}

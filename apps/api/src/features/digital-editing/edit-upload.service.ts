import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import { STYLES_OF_ENGLISH, type DigitalEditCreateResponse, type StyleOfEnglish } from '@marginalia/contracts/digital/digital-editing.contract';
import { analyseStoredDocument } from '../../platform/documents/document-analysis';
import type { FileTypeRule } from '../../platform/documents/content-type';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { storeUpload, type StoredUpload } from '../../platform/uploads/upload-stream';
import { cleanUploadName } from '../../platform/uploads/upload-name';
import { multipartParts } from '../../platform/uploads/multipart-parts';
import { storeWithinAllowance, uploadAllowance } from '../../platform/uploads/storage-quotas';
import type { UserRow } from '../../platform/db/schema/users';
import * as repo from './digital-editing.repository';
import { digitalEditView } from './digital-edit-view';
import { editingAccess, editingAllowed, type EditingAccess } from './digital-editing.service';
import { EDIT_JOB, EDIT_JOB_OPTIONS } from './edit-job.service';

/**
 * POST /api/digital-edit/create (README.md "An upload"): multipart with `styleOfEnglish` before one `file`.
 * In order: digital editing is on, the researcher has access (a subscription or the trial) and no edit
 * processing (one at a time), the style is chosen; the file is stored with its type checked by its bytes
 * (.doc or .docx); it is read in a worker thread (encrypted, zip bombs, unreadable refused) for its words and
 * language; over the word limit or not in English it is refused; then one transaction writes the row and
 * queues the job. Any refusal removes the stored file: nothing is left half-written.
 */
const WORD_RULE: FileTypeRule = {
  extensions: ['.doc', '.docx'],
  mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

function isStyle(value: string | null): value is StyleOfEnglish {
  return value !== null && (STYLES_OF_ENGLISH as readonly string[]).includes(value);
}

const styleRequired = () => new AppError(422, 'validation-error', {}, { styleOfEnglish: 'digital-edit-style-required' });

async function checkAccess(platform: Platform, user: UserRow, now: Date): Promise<EditingAccess> {
  const access = await editingAccess(platform.db, user, now);
  if (access.type === 'NONE') throw new AppError(403, 'digital-editing-purchase-required');
  if (await repo.hasProcessingEdit(platform.db, user.id)) throw new AppError(409, 'digital-edit-processing');
  return access;
}

export async function createDigitalEdit(
  platform: Platform,
  application: Application,
  settings: Settings,
  user: UserRow,
  request: FastifyRequest,
  context: { address: string; language: string },
  now = new Date(),
): Promise<DigitalEditCreateResponse> {
  editingAllowed(application);
  if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
  let style: string | null = null;
  const allowance = await uploadAllowance(platform.db, settings.storageQuotas, { userId: user.id, visitorTokenHash: null, address: context.address }, now);
  for await (const part of multipartParts(request, { limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 4 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'styleOfEnglish') style = typeof part.value === 'string' ? part.value : null;
      continue;
    }
    const access = await checkAccess(platform, user, now);
    if (!isStyle(style)) throw styleRequired();
    const identity = randomBytes(12).toString('base64url');
    const stored = await storeWithinAllowance(allowance, settings.maxUploadBytes, (maxBytes) =>
      storeUpload({ storage: platform.storage, key: `digital-edits/${identity}/original`, fileName: part.filename || 'file', source: part.file, rule: WORD_RULE, maxBytes }),
    );
    try {
      return await accept(platform, user, access, { identity, style, fileName: cleanUploadName(part.filename || 'file'), stored, wordLimit: settings.digitalEditingWordLimit, language: context.language, record: allowance.record, now });
    } catch (error) {
      await platform.storage.delete(stored.key).catch(() => undefined);
      throw error;
    }
  }
  await checkAccess(platform, user, now);
  if (!isStyle(style)) throw styleRequired();
  throw new AppError(400, 'file-required');
}

async function accept(
  platform: Platform,
  user: UserRow,
  access: EditingAccess,
  input: {
    identity: string;
    style: StyleOfEnglish;
    fileName: string;
    stored: StoredUpload;
    wordLimit: number;
    language: string;
    record: (tx: Platform['db'], bytes: number) => Promise<void>;
    now: Date;
  },
): Promise<DigitalEditCreateResponse> {
  const details = await analyseStoredDocument({ storage: platform.storage, key: input.stored.key, fileName: input.fileName, contentType: input.stored.contentType }, { metrics: platform.metrics });
  if (!details) throw new AppError(422, 'digital-edit-document-empty', { fileName: input.fileName });
  if (details.wordCount > input.wordLimit) {
    throw new AppError(422, 'digital-edit-word-count-exceeded', { fileName: input.fileName, wordCount: details.wordCount, limit: input.wordLimit });
  }
  // Automated editing is for English: a manuscript in another language would only collect false corrections.
  if (details.languageIsoCode !== null && details.languageIsoCode !== 'en') throw new AppError(422, 'digital-edit-not-english', { fileName: input.fileName });
  const row = await platform.db.transaction(async (tx) => {
    const created = await repo.insertEdit(tx, {
      identity: input.identity,
      userId: user.id,
      purchaseId: access.purchase?.id ?? null,
      access: access.type === 'SUBSCRIPTION' ? 'subscription' : 'trial',
      fileName: input.fileName,
      contentType: input.stored.contentType,
      size: input.stored.size,
      storageKey: input.stored.key,
      wordCount: details.wordCount,
      styleOfEnglish: input.style,
      language: input.language,
      createdAt: input.now,
    });
    // Another upload of the same researcher got in first (one at a time).
    if (!created) throw new AppError(409, 'digital-edit-processing');
    await input.record(tx, input.stored.size);
    await platform.jobs.enqueue(EDIT_JOB, { editId: created.id }, { db: tx, ...EDIT_JOB_OPTIONS });
    return created;
  });
  return { type: 'success', error: null, params: null, digitalEdits: [digitalEditView(row)] };
}

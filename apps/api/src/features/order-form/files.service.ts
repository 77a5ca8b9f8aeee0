import { randomBytes } from 'node:crypto';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { AppError } from '../../platform/errors/app-error';
import { extensionOf } from '../../platform/documents/content-type';
import { isAnalysable } from '../../platform/documents/document-analysis';
import { storeUpload } from '../../platform/uploads/upload-stream';
import { cleanUploadName } from '../../platform/uploads/upload-name';
import type { Platform } from '../../platform/platform';
import { deleteFormFile, findFormFiles, insertFormFile, updateForm } from './order-form.repository';
import type { FormRequestContext } from './order-form-view';
import { respond, uploaderOf } from './order-form.service';
import { storeWithinAllowance, uploadAllowance } from '../../platform/uploads/storage-quotas';
import { ANALYSE_DOCUMENT_ATTEMPTS, ANALYSE_DOCUMENT_JOB } from './document-details.service';
import type { KindedUpload, KindedUploadLimits } from '../../platform/uploads/kinded-upload';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * Uploads of an order form: streamed into storage with the type checked
 * from the bytes; a main manuscript in a readable format queues the document-details job.
 */
export async function uploadFile(
  platform: Platform,
  context: FormRequestContext,
  form: OrderFormRow,
  upload: KindedUpload,
  limits: KindedUploadLimits,
): Promise<OrderFormResponse> {
  const rule = limits.rules[upload.kind];
  if (!rule) throw new AppError(400, 'filetype-not-allowed');
  const existing = await findFormFiles(context.db, form.id);
  if (existing.filter((file) => file.kind === upload.kind).length >= limits.maxFilesPerKind) throw new AppError(400, 'too-many-files', { max: limits.maxFilesPerKind });
  const publicId = randomBytes(12).toString('base64url');
  const extension = extensionOf(upload.fileName).replace(/[^a-z0-9]/g, '');
  const key = `order-forms/${form.publicId}/${publicId}${extension ? `.${extension}` : ''}`;
  const allowance = await uploadAllowance(context.db, context.storageQuotas, uploaderOf(context, form), context.now);
  const stored = await storeWithinAllowance(allowance, limits.maxBytes, (maxBytes) =>
    storeUpload({ storage: platform.storage, key, fileName: upload.fileName, source: upload.source, rule, maxBytes }),
  );
  const analyse = upload.kind === 'main' && isAnalysable(stored.contentType);
  let saved: OrderFormRow;
  try {
    saved = await context.db.transaction(async (tx) => {
      const file = await insertFormFile(tx, {
        publicId,
        orderFormId: form.id,
        kind: upload.kind,
        name: cleanUploadName(upload.fileName),
        contentType: stored.contentType,
        size: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
        analysisStatus: upload.kind !== 'main' ? 'skipped' : analyse ? 'pending' : 'skipped',
      });
      await allowance.record(tx, stored.size);
      // More than one attempt: a worker that dies mid-analysis must not leave the file 'pending' for good.
      // Unreadable files are not retried (the job records them failed); only a crash or an outage is.
      if (analyse) await platform.jobs.enqueue(ANALYSE_DOCUMENT_JOB, { fileId: file.id }, { db: tx, maxAttempts: ANALYSE_DOCUMENT_ATTEMPTS, timeoutSeconds: 60 });
      return updateForm(tx, form.id, upload.kind === 'main' ? { uploadLater: false, calculatedWordCount: null, detectedLanguageId: null } : { uploadLater: false });
    });
  } catch (error) {
    // Nothing half-written: the stored bytes go when the row could not be written.
    await platform.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
  return respond(context, saved);
}

export async function removeFile(platform: Platform, context: FormRequestContext, form: OrderFormRow, filePublicId: string): Promise<OrderFormResponse> {
  const removed = await deleteFormFile(context.db, form.id, filePublicId);
  if (!removed) throw new AppError(404, 'file-not-found');
  await platform.storage.delete(removed.storageKey).catch(() => undefined);
  return respond(context, await updateForm(context.db, form.id, {}));
}

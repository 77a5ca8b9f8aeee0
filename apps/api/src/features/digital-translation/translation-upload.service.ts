import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import { isDigitalTranslationLanguage, SOURCE_LANGUAGE_OF, type DigitalOrderCreateResponse, type DigitalTranslationLanguage } from '@marginalia/contracts/digital/digital-translation.contract';
import { analyseStoredDocument } from '../../platform/documents/document-analysis';
import type { FileTypeRule } from '../../platform/documents/content-type';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { storeUpload, type StoredUpload } from '../../platform/uploads/upload-stream';
import { cleanUploadName } from '../../platform/uploads/upload-name';
import { multipartParts } from '../../platform/uploads/multipart-parts';
import { storeWithinAllowance, uploadAllowance } from '../../platform/uploads/storage-quotas';
import type { UserRow } from '../../platform/db/schema/users';
import { takeUse, usesByLanguage } from '../digital-purchases/digital-purchases.public';
import * as repo from './digital-translation.repository';
import { digitalOrderView } from './digital-translation-view';
import { offeredLanguages, translationsAllowed } from './digital-translation.service';
import { TRANSLATE_JOB, TRANSLATE_JOB_OPTIONS } from './translation-job.service';
import { enginesOf } from './translation-engines';

/**
 * POST /api/digital-order/create (README.md): multipart with `language` (and `confirmLanguage` after a
 * language warning) before one `file`. In order: the pair is offered and a purchase still has a use for it;
 * the file is stored with its type checked by its bytes (.doc or .docx only); it is read in a worker thread
 * (encrypted, zip bombs, unreadable refused) for its words and language; over the word limit it is refused
 * with the file's identity; in another language than chosen the researcher is warned first; then one
 * transaction takes the use, writes the row and queues the job. Any refusal removes the stored file.
 */
const WORD_RULE: FileTypeRule = {
  extensions: ['.doc', '.docx'],
  mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

interface Fields {
  language: string | null;
  confirmLanguage: boolean;
}

export async function createDigitalOrder(
  platform: Platform,
  application: Application,
  settings: Settings,
  user: UserRow,
  request: FastifyRequest,
  address: string,
  now = new Date(),
): Promise<DigitalOrderCreateResponse> {
  translationsAllowed(application);
  if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
  const fields: Fields = { language: null, confirmLanguage: false };
  const allowance = await uploadAllowance(platform.db, settings.storageQuotas, { userId: user.id, visitorTokenHash: null, address }, now);
  for await (const part of multipartParts(request, { limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 4 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'language') fields.language = typeof part.value === 'string' ? part.value : null;
      if (part.fieldname === 'confirmLanguage') fields.confirmLanguage = part.value === 'true';
      continue;
    }
    const language = await checkLanguage(platform, application, user, fields.language, now);
    const identity = randomBytes(12).toString('base64url');
    const stored = await storeWithinAllowance(allowance, settings.maxUploadBytes, (maxBytes) =>
      storeUpload({ storage: platform.storage, key: `digital-translations/${identity}/original`, fileName: part.filename || 'file', source: part.file, rule: WORD_RULE, maxBytes }),
    );
    try {
      return await accept(platform, user, { identity, language, fileName: cleanUploadName(part.filename || 'file'), stored, confirmLanguage: fields.confirmLanguage, wordLimit: settings.digitalTranslationWordLimit, record: allowance.record, now });
    } catch (error) {
      await platform.storage.delete(stored.key).catch(() => undefined);
      throw error;
    }
  }
  if (!fields.language) throw new AppError(422, 'validation-error', {}, { language: 'digital-translation-language-required' });
  throw new AppError(400, 'file-required');
}

/** The chosen pair must be offered, have an engine here, and have a use left in a purchase that allows it. */
async function checkLanguage(platform: Platform, application: Application, user: UserRow, value: string | null, now: Date): Promise<DigitalTranslationLanguage> {
  if (!value) throw new AppError(422, 'validation-error', {}, { language: 'digital-translation-language-required' });
  if (!isDigitalTranslationLanguage(value) || !offeredLanguages(application).includes(value)) throw new AppError(422, 'validation-error', {}, { language: 'digital-translation-language-required' });
  const availability = await enginesOf(platform).availability({ source: SOURCE_LANGUAGE_OF[value], target: 'en' });
  if (!availability.available) throw new AppError(503, 'digital-translation-pair-unavailable');
  const uses = await usesByLanguage(platform.db, user.id, 'translation-package', [value], now);
  if ((uses.get(value) ?? 0) <= 0) throw new AppError(409, 'digital-translations-no-uses');
  return value;
}

async function accept(
  platform: Platform,
  user: UserRow,
  input: {
    identity: string;
    language: DigitalTranslationLanguage;
    fileName: string;
    stored: StoredUpload;
    confirmLanguage: boolean;
    wordLimit: number;
    record: (tx: Platform['db'], bytes: number) => Promise<void>;
    now: Date;
  },
): Promise<DigitalOrderCreateResponse> {
  const details = await analyseStoredDocument({ storage: platform.storage, key: input.stored.key, fileName: input.fileName, contentType: input.stored.contentType });
  if (!details) throw new AppError(422, 'digital-translation-document-empty', { fileName: input.fileName });
  if (details.wordCount > input.wordLimit) {
    throw new AppError(422, 'digital-translations-word-count-exceeded', { fileIdentity: input.identity, fileName: input.fileName, wordCount: details.wordCount, limit: input.wordLimit });
  }
  const expected = SOURCE_LANGUAGE_OF[input.language];
  if (!input.confirmLanguage && details.languageIsoCode !== null && details.languageIsoCode !== expected) {
    throw new AppError(409, 'digital-translation-language-mismatch', { fileName: input.fileName, detected: details.languageIsoCode, chosen: input.language });
  }
  const row = await platform.db.transaction(async (tx) => {
    const purchase = await takeUse(tx, user.id, 'translation-package', input.language, input.now);
    if (!purchase) throw new AppError(409, 'digital-translations-no-uses');
    const created = await repo.insertTranslation(tx, {
      identity: input.identity,
      userId: user.id,
      purchaseId: purchase.id,
      language: input.language,
      fileName: input.fileName,
      contentType: input.stored.contentType,
      size: input.stored.size,
      storageKey: input.stored.key,
      wordCount: details.wordCount,
      detectedLanguage: details.languageIsoCode,
      createdAt: input.now,
    });
    await input.record(tx, input.stored.size);
    await platform.jobs.enqueue(TRANSLATE_JOB, { translationId: created.id }, { db: tx, ...TRANSLATE_JOB_OPTIONS });
    return created;
  });
  return { type: 'success', error: null, jsonEncodedParams: null, digitalOrders: [digitalOrderView(row)] };
}

import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import { ASSESSMENT_PAGE_SIZE, parseIdentities, type AssessmentSearchQuery, type AssessmentSearchResponse, type CreateAssessmentResponse, type LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { AppError } from '../../platform/errors/app-error';
import { extensionOf, type FileTypeRule } from '../../platform/documents/content-type';
import type { Platform } from '../../platform/platform';
import { consumeRateLimit, type RateLimitRule } from '../../platform/security/rate-limit';
import { storeWithinAllowance, uploadAllowance, type Uploader } from '../../platform/uploads/storage-quotas';
import { storeUpload } from '../../platform/uploads/upload-stream';
import { cleanUploadName } from '../../platform/uploads/upload-name';
import type { AssessmentCaller } from './assessment-access';
import { assessmentView } from './assessment-view';
import { ASSESS_ATTEMPTS, ASSESS_JOB, ASSESS_TIMEOUT_SECONDS } from './assessment-job.service';
import { archiveOwnedAssessment, findOwnedAssessments, insertAssessment, pageOfOwnedAssessments, type AssessmentOwner } from './grammar-check.repository';
import { currentPercentiles } from './percentiles.service';
import type { AssessmentUpload } from './assessment-upload';

/** Only Word documents are assessed: .doc and .docx, checked by their bytes. */
const WORD_RULE: FileTypeRule = {
  extensions: ['.doc', '.docx'],
  mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

const HOUR = 3_600_000;
/**
 * Checks an hour may start, besides the byte quotas of uploads: a check costs a few seconds of a core, so a
 * visitor gets 10 an hour, the visitors of one address 60 (a university may share one), a signed-in user 30.
 * ASSUMPTIONS: far above what a researcher revising a manuscript needs.
 */
const CHECKS_PER_HOUR = { visitor: 10, address: 60, user: 30 };

function checkRules(uploader: Uploader): RateLimitRule[] {
  const rule = (who: string, limit: number): RateLimitRule => ({ bucket: `grammar-check:${who}`, limit, windowMs: HOUR, messageKey: 'language-assessment-quota-reached' });
  if (uploader.userId !== null) return [rule(`user:${uploader.userId}`, CHECKS_PER_HOUR.user)];
  return [...(uploader.visitorTokenHash ? [rule(`visitor:${uploader.visitorTokenHash}`, CHECKS_PER_HOUR.visitor)] : []), rule(`address:${uploader.address}`, CHECKS_PER_HOUR.address)];
}

export interface CreateContext {
  platform: Platform;
  settings: Settings;
  language: SiteLanguage;
  address: string;
  now: Date;
}

function uploaderOf(owner: AssessmentOwner, address: string): Uploader {
  return 'userId' in owner ? { userId: owner.userId, visitorTokenHash: null, address } : { userId: null, visitorTokenHash: owner.visitorTokenHash, address };
}

/**
 * POST /api/grammar-check/create: streams the one file into storage (type checked by its bytes, size and the
 * day's upload quota), then writes the assessment and queues its check in one transaction. A refused file
 * leaves nothing behind.
 */
export async function createAssessment(context: CreateContext, owner: AssessmentOwner, upload: AssessmentUpload): Promise<CreateAssessmentResponse> {
  const { platform, settings } = context;
  const uploader = uploaderOf(owner, context.address);
  const allowance = await uploadAllowance(platform.db, settings.storageQuotas, uploader, context.now);
  await consumeRateLimit(platform.db, checkRules(uploader), context.now);
  const identity = randomBytes(16).toString('base64url');
  const fileIdentity = randomBytes(12).toString('base64url');
  const extension = extensionOf(upload.fileName).replace(/[^a-z0-9]/g, '');
  const key = `assessments/${identity}/${fileIdentity}${extension ? `.${extension}` : ''}`;
  const stored = await storeWithinAllowance(allowance, settings.maxUploadBytes, (maxBytes) =>
    storeUpload({ storage: platform.storage, key, fileName: upload.fileName, source: upload.source, rule: WORD_RULE, maxBytes }),
  );
  try {
    const row = await platform.db.transaction(async (tx) => {
      const inserted = await insertAssessment(tx, owner, {
        identity,
        name: cleanUploadName(upload.fileName),
        fileIdentity,
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.key,
        createdAt: context.now,
      });
      await allowance.record(tx, stored.size);
      await platform.jobs.enqueue(ASSESS_JOB, { assessmentId: inserted.id }, { db: tx, maxAttempts: ASSESS_ATTEMPTS, timeoutSeconds: ASSESS_TIMEOUT_SECONDS });
      return inserted;
    });
    return { languageAssessments: [assessmentView(row, await currentPercentiles(platform.db), context.language)] };
  } catch (error) {
    // Nothing half-written: the stored bytes go when the row could not be written.
    await platform.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

function pagination(current: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / ASSESSMENT_PAGE_SIZE));
  return { current, previous: current > 1 ? current - 1 : null, next: current < pages ? current + 1 : null, total, pages, pageSize: ASSESSMENT_PAGE_SIZE };
}

/** GET /api/grammar-check/search: a page of the caller's assessments, or the ones named by identity. */
export async function searchAssessments(platform: Platform, caller: AssessmentCaller, query: AssessmentSearchQuery, language: SiteLanguage): Promise<AssessmentSearchResponse> {
  const percentiles = await currentPercentiles(platform.db);
  const view = (rows: Parameters<typeof assessmentView>[0][]): LanguageAssessment[] => rows.map((row) => assessmentView(row, percentiles, language));
  if (!caller.owner) return { pagination: pagination(1, 0), percentiles, results: [] };
  if (query.identities !== undefined) {
    const rows = await findOwnedAssessments(platform.db, caller.owner, parseIdentities(query.identities) ?? []);
    return { pagination: pagination(1, rows.length), percentiles, results: view(rows) };
  }
  const page = query.page ?? 1;
  const { rows, total } = await pageOfOwnedAssessments(platform.db, caller.owner, page, ASSESSMENT_PAGE_SIZE);
  return { pagination: pagination(page, total), percentiles, results: view(rows) };
}

/** POST /api/grammar-check/{id}/archive: a signed-in owner's assessment leaves the list; its file and findings are deleted. */
export async function archiveAssessment(platform: Platform, userId: number, identity: string): Promise<{ identity: string; name: string }> {
  const archived = await archiveOwnedAssessment(platform.db, userId, identity);
  if (!archived) throw new AppError(404, 'language-assessment-not-found');
  if (archived.storageKey) await platform.storage.delete(archived.storageKey).catch(() => undefined);
  return { identity, name: archived.name };
}

/** The address the per-address limits count, as the order form does. */
export function requestAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

import type { StorageQuotas } from '@marginalia/contracts/app-config/settings.contract';
import type { Db } from '../db/client';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, limitReached, quotaLeft, recordUsage, type RateLimitRule } from '../security/rate-limit';

/**
 * Who is starting order forms or uploading: a signed-in user, or a visitor known by their visitor cookie
 * and, since a cookie is easily dropped, by their address too. The limits are the `storageQuotas` setting;
 * usage is counted in `rate_limit_hits` (an upload's row carries its bytes), shared by every process.
 */
export interface Uploader {
  userId: number | null;
  visitorTokenHash: string | null;
  address: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function rules(uploader: Uploader, kind: 'forms' | 'bytes', quotas: StorageQuotas): RateLimitRule[] {
  const windowMs = kind === 'forms' ? HOUR : DAY;
  const messageKey = kind === 'forms' ? 'order-form-quota-reached' : 'upload-quota-reached';
  const rule = (who: string, limit: number): RateLimitRule => ({ bucket: `quota:${kind}:${who}`, limit, windowMs, messageKey });
  const forms = kind === 'forms';
  // A signed-in user answers for their account: only their uploads are counted, per account.
  if (uploader.userId !== null) return forms ? [] : [rule(`user:${uploader.userId}`, quotas.userUploadBytesPerDay)];
  return [
    ...(uploader.visitorTokenHash ? [rule(`visitor:${uploader.visitorTokenHash}`, forms ? quotas.visitorFormsPerHour : quotas.visitorUploadBytesPerDay)] : []),
    rule(`address:${uploader.address}`, forms ? quotas.addressFormsPerHour : quotas.addressUploadBytesPerDay),
  ];
}

/** Counts one new order form; refused with 429 'order-form-quota-reached' when an hour's forms are used up. */
export async function consumeFormQuota(db: Db, quotas: StorageQuotas, uploader: Uploader, now = new Date()): Promise<void> {
  await consumeRateLimit(db, rules(uploader, 'forms', quotas), now);
}

export interface UploadAllowance {
  /** What the next upload may take at most, in bytes, before the day's quota is used up. */
  bytesLeft: number;
  /** Records what the upload took; in the transaction that keeps the file, so a refused file costs nothing. */
  record(tx: Db, bytes: number): Promise<void>;
  /** The 429 to answer when the upload outgrew `bytesLeft`. */
  exceeded(): AppError;
}

/** What may still be uploaded today; refused with 429 'upload-quota-reached' when nothing is left. */
export async function uploadAllowance(db: Db, quotas: StorageQuotas, uploader: Uploader, now = new Date()): Promise<UploadAllowance> {
  const applicable = rules(uploader, 'bytes', quotas);
  const left = await Promise.all(applicable.map(async (rule) => ({ rule, left: await quotaLeft(db, rule, now) })));
  const tightest = left.reduce((a, b) => (b.left < a.left ? b : a));
  if (tightest.left <= 0) throw limitReached(tightest.rule);
  return {
    bytesLeft: tightest.left,
    record: (tx, bytes) =>
      recordUsage(
        tx,
        applicable.map((rule) => rule.bucket),
        bytes,
        now,
      ),
    exceeded: () => limitReached(tightest.rule),
  };
}

/**
 * Stores an upload under the smaller of the file limit and what the day's quota leaves: a file over the
 * file limit is the usual 413 'file-too-large', one that only outgrew the quota is the quota's 429.
 */
export async function storeWithinAllowance<T>(allowance: UploadAllowance, fileLimit: number, store: (maxBytes: number) => Promise<T>): Promise<T> {
  const maxBytes = Math.min(fileLimit, allowance.bytesLeft);
  try {
    return await store(maxBytes);
  } catch (error) {
    throw error instanceof AppError && error.statusCode === 413 && maxBytes < fileLimit ? allowance.exceeded() : error;
  }
}

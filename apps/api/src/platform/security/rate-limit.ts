import { and, count, eq, gt, lt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';

export interface RateLimitRule {
  /** What is counted, e.g. `login:account:ada@example.org` or `login:address:203.0.113.9`. */
  bucket: string;
  /** Attempts allowed within the window. */
  limit: number;
  windowMs: number;
}

/** Hits older than this are deleted now and then; no rule may use a longer window. */
const MAX_WINDOW_MS = 24 * 3600 * 1000;

export async function attemptsWithin(db: Db, rule: RateLimitRule, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), gt(rateLimitHits.createdAt, new Date(now.getTime() - rule.windowMs))));
  return row?.n ?? 0;
}

/**
 * Refuses with 429 `too-many-attempts` (with the minutes to wait) when any rule's bucket is full,
 * otherwise counts one attempt in every bucket. Limits live in the database, so all processes share them.
 */
export async function consumeRateLimit(db: Db, rules: RateLimitRule[], now = new Date()): Promise<void> {
  for (const rule of rules) {
    const attempts = await attemptsWithin(db, checkedWindow(rule), now);
    if (attempts >= rule.limit) {
      throw new AppError(429, 'too-many-attempts', { minutes: Math.max(1, Math.ceil(rule.windowMs / 60000)) });
    }
  }
  await recordAttempt(db, rules, now);
}

function checkedWindow(rule: RateLimitRule): RateLimitRule {
  if (rule.windowMs > MAX_WINDOW_MS) throw new Error(`rate limit window for ${rule.bucket} is longer than a day`);
  return rule;
}

/** Counts one attempt in every bucket without checking the limits (the caller decided already, e.g. a failed sign-in). */
export async function recordAttempt(db: Db, rules: RateLimitRule[], now = new Date()): Promise<void> {
  if (rules.length === 0) return;
  await db.insert(rateLimitHits).values(rules.map((rule) => ({ bucket: checkedWindow(rule).bucket, createdAt: now })));
  // Housekeeping on roughly one call in fifty keeps the table small without a scheduled job.
  if (Math.random() < 0.02) await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - MAX_WINDOW_MS)));
}

/** Forgets the attempts of these buckets (a successful sign-in clears the account's failures). */
export async function clearRateLimit(db: Db, buckets: string[]): Promise<void> {
  if (buckets.length === 0) return;
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets));
}

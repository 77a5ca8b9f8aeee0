import { and, count, eq, gt, lt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';

export interface RateLimitRule {
  /** What is counted, e.g. `login:account:ada@example.org` or `login:address:203.0.113.9`. */
  bucket: string;
  /** Attempts allowed within the window (for a quota: the amount, e.g. bytes). */
  limit: number;
  windowMs: number;
  /** The 429's message key (default 'too-many-attempts'); it gets `{minutes}` or `{hours}` to wait. */
  messageKey?: string;
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
  if (rules.length === 0) return;
  for (const rule of rules) {
    if (rule.windowMs > MAX_WINDOW_MS) throw new Error(`rate limit window for ${rule.bucket} is longer than a day`);
    const attempts = await attemptsWithin(db, rule, now);
    if (attempts >= rule.limit) throw limitReached(rule);
  }
  await db.insert(rateLimitHits).values(rules.map((rule) => ({ bucket: rule.bucket, createdAt: now })));
  // Housekeeping on roughly one call in fifty keeps the table small without a scheduled job.
  if (Math.random() < 0.02) await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - MAX_WINDOW_MS)));
}

/** The translated 429 of a full rule, with how long its window is. */
export function limitReached(rule: RateLimitRule): AppError {
  const minutes = Math.max(1, Math.ceil(rule.windowMs / 60000));
  return new AppError(429, rule.messageKey ?? 'too-many-attempts', { minutes, hours: Math.max(1, Math.round(minutes / 60)) });
}

/** What a quota has left in its window: its limit less the amounts recorded (an attempt counts 1, an upload its bytes). */
export async function quotaLeft(db: Db, rule: RateLimitRule, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${rateLimitHits.amount}), 0)` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), gt(rateLimitHits.createdAt, new Date(now.getTime() - rule.windowMs))));
  return rule.limit - Number(row?.used ?? 0);
}

/** Records `amount` used in each bucket (an upload's bytes), in the caller's transaction when given one. */
export async function recordUsage(db: Db, buckets: readonly string[], amount: number, now = new Date()): Promise<void> {
  if (buckets.length === 0 || amount <= 0) return;
  await db.insert(rateLimitHits).values(buckets.map((bucket) => ({ bucket, amount, createdAt: now })));
}

/** Forgets the attempts of these buckets (a successful sign-in clears the account's failures). */
export async function clearRateLimit(db: Db, buckets: string[]): Promise<void> {
  if (buckets.length === 0) return;
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets));
}

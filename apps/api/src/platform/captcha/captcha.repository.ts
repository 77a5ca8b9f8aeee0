import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { spentCaptchas } from '../db/schema/all-tables';

/**
 * Records a solved challenge as used, unless it already is: true for the first use only. One conditional insert,
 * so of two processes checking the same solution at once exactly one gets true.
 */
export async function spendCaptcha(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(spentCaptchas).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: spentCaptchas.signature });
  return rows.length === 1;
}

/** Forgets the solutions of expired challenges (they are refused as expired anyway); how many rows went. */
export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, now)).returning({ signature: spentCaptchas.signature });
  return rows.length;
}

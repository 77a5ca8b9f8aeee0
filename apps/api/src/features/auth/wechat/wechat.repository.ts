import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { wechatLogins } from '../../../platform/db/schema/all-tables';
import type { WechatLoginRow } from '../../../platform/db/schema/identity';


/** Statuses in which the QR code still waits for the phone. */
const AWAITING = ['pending', 'scanned'] as const;

export async function insertWechatLogin(db: Db, row: typeof wechatLogins.$inferInsert): Promise<void> {
  await db.insert(wechatLogins).values(row);
}

/** A sign-in as the browser that started it sees it; another browser gets nothing. */
export async function findWechatLoginForBrowser(db: Db, loginCode: string, browserHash: string): Promise<WechatLoginRow | null> {
  const rows = await db
    .select()
    .from(wechatLogins)
    .where(and(eq(wechatLogins.loginCode, loginCode), eq(wechatLogins.browserHash, browserHash)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findWechatLoginByTicket(db: Db, ticket: string): Promise<WechatLoginRow | null> {
  const rows = await db.select().from(wechatLogins).where(eq(wechatLogins.ticket, ticket)).limit(1);
  return rows[0] ?? null;
}

/** The phone opened the code (the sandbox page was shown). */
export async function markWechatLoginScanned(db: Db, ticket: string, now: Date): Promise<void> {
  await db
    .update(wechatLogins)
    .set({ status: 'scanned' })
    .where(and(eq(wechatLogins.ticket, ticket), eq(wechatLogins.status, 'pending'), gt(wechatLogins.expiresAt, now)));
}

/** A sign-in by its QR ticket (the sandbox page), or by its loginCode and, when the event names it, the ticket too. */
export type WechatLoginKey = { ticket: string; loginCode?: undefined } | { loginCode: string; ticket: string | null };

function keyCondition(key: WechatLoginKey) {
  if (key.loginCode === undefined) return eq(wechatLogins.ticket, key.ticket);
  return key.ticket === null
    ? eq(wechatLogins.loginCode, key.loginCode)
    : and(eq(wechatLogins.loginCode, key.loginCode), eq(wechatLogins.ticket, key.ticket));
}

/** Records the phone's approval; false when the code is unknown, expired or already decided. */
export async function approveWechatLogin(
  db: Db,
  key: WechatLoginKey,
  person: { openid: string; nickname: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(wechatLogins)
    .set({ status: 'approved', openid: person.openid, nickname: person.nickname })
    .where(and(keyCondition(key), inArray(wechatLogins.status, [...AWAITING]), gt(wechatLogins.expiresAt, now)))
    .returning({ loginCode: wechatLogins.loginCode });
  return rows.length > 0;
}

export async function refuseWechatLogin(db: Db, ticket: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(wechatLogins)
    .set({ status: 'refused' })
    .where(and(eq(wechatLogins.ticket, ticket), inArray(wechatLogins.status, [...AWAITING]), gt(wechatLogins.expiresAt, now)))
    .returning({ loginCode: wechatLogins.loginCode });
  return rows.length > 0;
}

/**
 * Uses an approved sign-in once: of two polls racing for it, exactly one gets the row. An approval
 * stays usable a little past the code's expiry (it was given in time; the browser polls every 2 s).
 */
export async function consumeApprovedWechatLogin(
  db: Db,
  loginCode: string,
  browserHash: string,
  notBefore: Date,
): Promise<WechatLoginRow | null> {
  const rows = await db
    .update(wechatLogins)
    .set({ status: 'consumed' })
    .where(
      and(
        eq(wechatLogins.loginCode, loginCode),
        eq(wechatLogins.browserHash, browserHash),
        eq(wechatLogins.status, 'approved'),
        gt(wechatLogins.expiresAt, notBefore),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Forgets sign-ins that ended long ago. */
export async function deleteWechatLoginsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(wechatLogins).where(lt(wechatLogins.expiresAt, before));
}

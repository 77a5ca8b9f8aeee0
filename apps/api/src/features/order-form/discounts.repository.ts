import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { preferredGroups, promotionalCodeUses, promotionalCodes } from '../../platform/db/schema/promotions';
import { orders } from '../../platform/db/schema/orders';
import type { PreferredGroupRow, PromotionalCodeRow } from '../../platform/db/schema/promotions';


export async function findPromotionalCodeByCode(db: Db, code: string): Promise<PromotionalCodeRow | null> {
  const rows = await db.select().from(promotionalCodes).where(eq(promotionalCodes.code, code.trim().toUpperCase())).limit(1);
  return rows[0] ?? null;
}

export async function findPromotionalCodeById(db: Db, id: number): Promise<PromotionalCodeRow | null> {
  const rows = await db.select().from(promotionalCodes).where(eq(promotionalCodes.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findPreferredGroup(db: Db, id: number): Promise<PreferredGroupRow | null> {
  const rows = await db.select().from(preferredGroups).where(and(eq(preferredGroups.id, id), eq(preferredGroups.active, true))).limit(1);
  return rows[0] ?? null;
}

export async function countCodeUses(db: Db, codeId: number, userId: number | null): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byUser: sql<number>`count(*) filter (where ${promotionalCodeUses.userId} = ${userId ?? -1})::int`,
    })
    .from(promotionalCodeUses)
    .where(eq(promotionalCodeUses.promotionalCodeId, codeId));
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}

export async function userHasOrders(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return rows.length > 0;
}

/** Listed public codes and the user's personal coupons that are running now. */
export async function findListedCodes(db: Db, userId: number | null, now: Date): Promise<PromotionalCodeRow[]> {
  return db
    .select()
    .from(promotionalCodes)
    .where(
      and(
        eq(promotionalCodes.active, true),
        sql`${promotionalCodes.startsAt} <= ${now.toISOString()}`,
        sql`(${promotionalCodes.endsAt} is null or ${promotionalCodes.endsAt} > ${now.toISOString()})`,
        userId === null ? eq(promotionalCodes.listed, true) : sql`(${promotionalCodes.listed} or ${promotionalCodes.userId} = ${userId})`,
        userId === null ? sql`${promotionalCodes.userId} is null` : sql`(${promotionalCodes.userId} is null or ${promotionalCodes.userId} = ${userId})`,
      ),
    )
    .orderBy(promotionalCodes.code);
}

/**
 * The best first-order discount running now for anyone: a listed, public, percent-based code for new
 * customers only (WELCOME10 in the seed). Null when staff run none.
 */
export async function findWelcomeCode(db: Db, now: Date): Promise<{ code: string; percent: number } | null> {
  const rows = await db
    .select({ code: promotionalCodes.code, percent: promotionalCodes.percent })
    .from(promotionalCodes)
    .where(
      and(
        eq(promotionalCodes.active, true),
        eq(promotionalCodes.listed, true),
        eq(promotionalCodes.newCustomersOnly, true),
        eq(promotionalCodes.percentBased, true),
        sql`${promotionalCodes.userId} is null`,
        sql`(${promotionalCodes.serviceIdentities} is null or ${promotionalCodes.serviceIdentities} = 'null'::jsonb)`,
        sql`${promotionalCodes.startsAt} <= ${now.toISOString()}`,
        sql`(${promotionalCodes.endsAt} is null or ${promotionalCodes.endsAt} > ${now.toISOString()})`,
      ),
    )
    .orderBy(sql`${promotionalCodes.percent} desc`, promotionalCodes.code)
    .limit(1);
  const row = rows[0];
  return row && row.percent !== null ? { code: row.code, percent: row.percent } : null;
}

/** The user's unused, running referral welcome code (their first-order discount), if any. */
export async function findReferralWelcomeCode(db: Db, userId: number, now: Date): Promise<number | null> {
  const rows = await db
    .select({ id: promotionalCodes.id })
    .from(promotionalCodes)
    .where(
      and(
        eq(promotionalCodes.userId, userId),
        eq(promotionalCodes.source, 'referral'),
        eq(promotionalCodes.active, true),
        sql`(${promotionalCodes.endsAt} is null or ${promotionalCodes.endsAt} > ${now.toISOString()})`,
        // Table names written out: inside a subquery Drizzle leaves columns unqualified.
        sql`not exists (select 1 from "promotional_code_uses" "u" where "u"."promotional_code_id" = "promotional_codes"."id")`,
        sql`not exists (select 1 from "orders" "o" where "o"."user_id" = ${userId})`,
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { priceQuotes } from '../../../platform/db/schema/order-forms';
import { localizations } from '../../../platform/db/schema/reference';
import type { PriceQuoteRow } from '../../../platform/db/schema/order-forms';


export async function insertQuote(db: Db, values: typeof priceQuotes.$inferInsert): Promise<PriceQuoteRow> {
  const [row] = await db.insert(priceQuotes).values(values).returning();
  if (!row) throw new Error('quote insert returned nothing');
  return row;
}

/** The user's quote with this estimate id; staff may read any (`userId` null). */
export async function findQuote(db: Db, userId: number | null, estimateId: string): Promise<PriceQuoteRow | null> {
  const rows = await db
    .select()
    .from(priceQuotes)
    .where(userId === null ? eq(priceQuotes.estimateId, estimateId) : and(eq(priceQuotes.estimateId, estimateId), eq(priceQuotes.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCompanyName(db: Db, localization: string): Promise<string | null> {
  const rows = await db.select({ companyName: localizations.companyName }).from(localizations).where(eq(localizations.identity, localization)).limit(1);
  return rows[0]?.companyName ?? null;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { priceQuoteNumbers, priceQuotes } from '../../../platform/db/schema/order-forms';
import { localizations } from '../../../platform/db/schema/reference';
import type { PriceQuoteRow } from '../../../platform/db/schema/order-forms';

/**
 * Takes the month's next estimate number (1 for its first quote). One statement: concurrent callers
 * queue on the month's row, so each gets its own number; a rolled-back transaction gives its number back.
 */
export async function takeQuoteNumber(db: Db, month: string): Promise<number> {
  const [row] = await db
    .insert(priceQuoteNumbers)
    .values({ month, lastNumber: 1 })
    .onConflictDoUpdate({ target: priceQuoteNumbers.month, set: { lastNumber: sql`${priceQuoteNumbers.lastNumber} + 1` } })
    .returning({ lastNumber: priceQuoteNumbers.lastNumber });
  if (!row) throw new Error('quote number upsert returned nothing');
  return row.lastNumber;
}

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

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencies } from '../db/schema/all-tables';
import type { CurrencyRow } from '../db/schema/reference';

/** A currency by its ISO code (rates, decimals, sign); null when the code is not one of ours. */
export async function findCurrency(db: Db, isoCode: string): Promise<CurrencyRow | null> {
  const [row] = await db.select().from(currencies).where(eq(currencies.isoCode, isoCode)).limit(1);
  return row ?? null;
}

/** The currency of a row that references it (an invoice, a payment, an order): it exists by the foreign key. */
export async function currencyOf(db: Db, isoCode: string): Promise<CurrencyRow> {
  const row = await findCurrency(db, isoCode);
  if (!row) throw new Error(`unknown currency ${isoCode}`);
  return row;
}

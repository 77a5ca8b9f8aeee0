import { and, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  countries,
  credits,
  currencies,
  fapiaos,
  invoices,
  localizations,
  paymentAllocations,
  payments,
} from '../../platform/db/schema/all-tables';
import type { CurrencyRow, LocalizationRow } from '../../platform/db/schema/reference';
import type { CreditRow, FapiaoRow, InvoiceRow, PaymentRow } from '../../platform/db/schema/billing';

/** What the prepay page reads: currencies, the user's country and localization, credits and retainer invoices. */

export async function findCurrencies(db: Db): Promise<Map<string, CurrencyRow>> {
  const rows = await db.select().from(currencies);
  return new Map(rows.map((row) => [row.isoCode, row]));
}

export async function findLocalizations(db: Db): Promise<Map<string, LocalizationRow>> {
  const rows = await db.select().from(localizations);
  return new Map(rows.map((row) => [row.identity, row]));
}

export async function findCountry(db: Db, countryId: number | null): Promise<{ id: number; iso2: string; name: string } | null> {
  if (countryId === null) return null;
  const [row] = await db
    .select({ id: countries.id, iso2: countries.iso2, name: countries.name })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row ?? null;
}

/** The user's credits other than prepayments that can still be spent (balance above 0, not expired), newest first. */
export async function findSpendableCredits(db: Db, userId: number, now: Date): Promise<CreditRow[]> {
  return db
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.userId, userId),
        ne(credits.source, 'prepayment'),
        gt(credits.balanceUsdCents, 0),
        or(isNull(credits.expiresAt), gt(credits.expiresAt, now)),
      ),
    )
    .orderBy(desc(credits.createdAt), desc(credits.id));
}

/** The user's retainer invoices (prepayments), newest first. */
export async function findRetainerInvoices(db: Db, userId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.kind, 'retainer')))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** The prepayment credits the user's paid retainer invoices became. */
export async function findPrepaymentCredits(db: Db, userId: number, invoiceIds: readonly number[]): Promise<CreditRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(credits)
    .where(and(eq(credits.userId, userId), eq(credits.source, 'prepayment'), inArray(credits.invoiceId, [...invoiceIds])));
}

export interface InvoicePaymentRow {
  invoiceId: number;
  publicId: string;
  status: PaymentRow['status'];
  amount: number;
  boletoUrl: string | null;
  settledAt: Date | null;
  createdAt: Date;
}

/** Pending and succeeded payments of the user's invoices (boleto vouchers awaiting payment, receipts). */
export async function findInvoicePayments(db: Db, userId: number, invoiceIds: readonly number[]): Promise<InvoicePaymentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      publicId: payments.publicId,
      status: payments.status,
      amount: paymentAllocations.amount,
      boletoUrl: payments.boletoUrl,
      settledAt: payments.settledAt,
      createdAt: payments.createdAt,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(
      and(
        eq(payments.userId, userId),
        inArray(paymentAllocations.invoiceId, [...invoiceIds]),
        inArray(payments.status, ['pending', 'succeeded']),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Fapiaos requested for the user's invoices, newest first, with when the payment they name was made. */
export async function findInvoiceFapiaos(
  db: Db,
  userId: number,
  invoiceIds: readonly number[],
): Promise<(FapiaoRow & { paymentSettledAt: Date | null })[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({ fapiao: fapiaos, paymentSettledAt: payments.settledAt })
    .from(fapiaos)
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId))
    .where(and(eq(fapiaos.userId, userId), inArray(fapiaos.invoiceId, [...invoiceIds])))
    .orderBy(desc(fapiaos.createdAt), desc(fapiaos.id));
  return rows.map((row) => ({ ...row.fapiao, paymentSettledAt: row.paymentSettledAt }));
}

/** One of the user's retainer invoices by its receipt code (another user's → null). */
export async function findRetainerInvoice(db: Db, userId: number, receiptCode: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.receiptCode, receiptCode), eq(invoices.kind, 'retainer')));
  return row ?? null;
}

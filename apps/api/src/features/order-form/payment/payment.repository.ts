import { and, asc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { SavedAddress } from '@marginalia/contracts/address/address.contract';
import type { Db } from '../../../platform/db/client';
import { addresses, countries, credits, invoices, localizations, orderForms, payments, voucherApplications, vouchers } from '../../../platform/db/schema/all-tables';

import type { VoucherRow } from '../../../platform/db/schema/billing';
import type { LocalizationRow } from '../../../platform/db/schema/reference';
import type { PaymentRow } from '../../../platform/db/schema/billing';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

/**
 * The payment step's reads and the voucher writes. Every query of a customer's data takes the owner.
 * (Conversion writes are in order-conversion.repository.ts.)
 */

export async function findCountry(db: Db, countryId: number | null): Promise<{ id: number; iso2: string; name: string } | null> {
  if (countryId === null) return null;
  const rows = await db.select({ id: countries.id, iso2: countries.iso2, name: countries.name }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return rows[0] ?? null;
}

export async function findLocalization(db: Db, identity: string): Promise<LocalizationRow | null> {
  const rows = await db.select().from(localizations).where(eq(localizations.identity, identity)).limit(1);
  return rows[0] ?? null;
}

/** The user's saved addresses, oldest first. */
export async function findUserAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select({ address: addresses, countryName: countries.name })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  return rows.map(({ address, countryName }) => ({
    id: address.id,
    label: address.label,
    isInvoiceAddress: address.isInvoiceAddress,
    name: address.name,
    organization: address.organization,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: { id: address.countryId, name: countryName },
    phone: address.phone,
    vat: address.vat,
  }));
}

/** Gives the form its receipt code the first time the payment step loads; later loads keep it. */
export async function assignReceiptCode(db: Db, formId: number, candidate: string): Promise<string> {
  await db.update(orderForms).set({ receiptCode: candidate }).where(and(eq(orderForms.id, formId), isNull(orderForms.receiptCode)));
  const [row] = await db.select({ receiptCode: orderForms.receiptCode }).from(orderForms).where(eq(orderForms.id, formId));
  if (!row?.receiptCode) throw new Error('receipt code not assigned');
  return row.receiptCode;
}

/** The owner's form, locked for the rest of the transaction (conversion and payment reservations). */
export async function lockOwnedForm(tx: Db, userId: number, formId: number): Promise<OrderFormRow | null> {
  const rows = await tx.select().from(orderForms).where(and(eq(orderForms.id, formId), eq(orderForms.userId, userId))).for('update');
  return rows[0] ?? null;
}

/** What one submission attempt wrote: its gateway payment (the key itself) and internal ones (`key:credits`…). */
export async function findAttemptPayments(db: Db, userId: number, attemptKey: string): Promise<PaymentRow[]> {
  const escaped = attemptKey.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(eq(payments.idempotencyKey, attemptKey), like(payments.idempotencyKey, `${escaped}:%`))))
    .orderBy(asc(payments.id));
}

/** Usable credits of one kind (balance and what they were granted with), in US cents. */
export async function creditTotalsUsd(db: Db, userId: number, kind: 'credits' | 'prepayments', now: Date): Promise<{ balance: number; total: number }> {
  const source = kind === 'prepayments' ? eq(credits.source, 'prepayment') : sql`${credits.source} <> 'prepayment'`;
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${credits.balanceUsdCents}), 0)`, total: sql<string>`coalesce(sum(${credits.totalUsdCents}), 0)` })
    .from(credits)
    .where(and(eq(credits.userId, userId), source, gt(credits.balanceUsdCents, 0), or(isNull(credits.expiresAt), gt(credits.expiresAt, now))));
  return { balance: Number(row?.balance ?? 0), total: Number(row?.total ?? 0) };
}

/** The retainer invoice of the prepayment that is spent first (an invoice's payments[].retainerinvoice_id). */
export async function firstRetainerInvoiceNumber(db: Db, userId: number): Promise<string | null> {
  const rows = await db
    .select({ number: invoices.invoiceNumber })
    .from(credits)
    .innerJoin(invoices, eq(invoices.id, credits.invoiceId))
    .where(and(eq(credits.userId, userId), eq(credits.source, 'prepayment'), gt(credits.balanceUsdCents, 0)))
    .orderBy(asc(credits.id))
    .limit(1);
  return rows[0]?.number ?? null;
}

/** Vouchers are stored upper-case and matched case-insensitively. */
export async function findVoucherByCode(db: Db, code: string): Promise<VoucherRow | null> {
  const rows = await db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase())).limit(1);
  return rows[0] ?? null;
}

export async function findAppliedVoucher(db: Db, formId: number): Promise<VoucherRow | null> {
  const rows = await db.select({ voucher: vouchers }).from(voucherApplications).innerJoin(vouchers, eq(vouchers.id, voucherApplications.voucherId)).where(eq(voucherApplications.orderFormId, formId)).limit(1);
  return rows[0]?.voucher ?? null;
}

export async function saveVoucherApplication(db: Db, formId: number, voucherId: number, now: Date): Promise<void> {
  await db
    .insert(voucherApplications)
    .values({ orderFormId: formId, voucherId, appliedAt: now })
    .onConflictDoUpdate({ target: voucherApplications.orderFormId, set: { voucherId, appliedAt: now } });
}

export async function deleteVoucherApplication(db: Db, formId: number): Promise<void> {
  await db.delete(voucherApplications).where(and(eq(voucherApplications.orderFormId, formId), isNull(voucherApplications.orderId)));
}

/** Takes one use of a voucher (locking its row); false when none is left. */
export async function takeVoucherUse(tx: Db, voucherId: number): Promise<boolean> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for('update');
  if (!row) return false;
  if (row.remainingUses === null) return true;
  if (row.remainingUses <= 0) return false;
  await tx.update(vouchers).set({ remainingUses: row.remainingUses - 1 }).where(eq(vouchers.id, voucherId));
  return true;
}

export async function recordVoucherOrder(tx: Db, formId: number, orderId: number): Promise<void> {
  await tx.update(voucherApplications).set({ orderId }).where(eq(voucherApplications.orderFormId, formId));
}

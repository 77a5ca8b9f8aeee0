import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { FapiaoRecord } from '@marginalia/contracts/payments/fapiao.contract';
import type { Db } from '../../platform/db/client';
import { fapiaos, invoices, localizations, paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import type { FapiaoRow, InvoiceRow } from '../../platform/db/schema/billing';

/** Fapiao requests of the signed-in user: every query is scoped by the owner. */

export interface StoredFapiao extends FapiaoRecord {
  id: number;
  fileKey: string | null;
}

const recordColumns = {
  fapiao: fapiaos,
  invoiceNumber: invoices.invoiceNumber,
  receiptCode: invoices.receiptCode,
  invoicePaidAt: invoices.paidAt,
  paymentSettledAt: payments.settledAt,
};

function toStored(row: {
  fapiao: FapiaoRow;
  invoiceNumber: string;
  receiptCode: string;
  invoicePaidAt: Date | null;
  paymentSettledAt: Date | null;
}): StoredFapiao {
  const { fapiao } = row;
  return {
    id: fapiao.id,
    identity: fapiao.identity,
    type: fapiao.type,
    status: fapiao.status,
    number: fapiao.number,
    hasFile: fapiao.fileKey !== null,
    fileKey: fapiao.fileKey,
    receiptCode: row.receiptCode,
    invoiceNumber: row.invoiceNumber,
    organizationName: fapiao.organizationName,
    taxpayerNumber: fapiao.taxpayerNumber,
    createdAt: fapiao.createdAt,
    // The payment the fapiao names decides the one-year cancellation window; else the invoice's payment.
    paidAt: row.paymentSettledAt ?? row.invoicePaidAt,
    rejectionReason: fapiao.rejectionReason,
  };
}

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(fapiaos)
    .innerJoin(invoices, eq(invoices.id, fapiaos.invoiceId))
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId));
}

/** The user's fapiaos, newest first. */
export async function listFapiaos(db: Db, userId: number): Promise<StoredFapiao[]> {
  const rows = await selectRecords(db).where(eq(fapiaos.userId, userId)).orderBy(desc(fapiaos.createdAt), desc(fapiaos.id));
  return rows.map(toStored);
}

export async function findFapiao(db: Db, userId: number, identity: string): Promise<StoredFapiao | null> {
  const [row] = await selectRecords(db).where(and(eq(fapiaos.userId, userId), eq(fapiaos.identity, identity)));
  return row ? toStored(row) : null;
}

/**
 * The user's invoice by receipt code, locked until the transaction ends so that two requests for one
 * invoice take turns (the second sees the first's fapiao), with its localization's fapiao rule.
 */
export async function lockInvoiceForFapiao(
  tx: Db,
  userId: number,
  receiptCode: string,
): Promise<{ invoice: InvoiceRow; allowsFapiaoProcessingAfterPayment: boolean } | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.receiptCode, receiptCode)))
    .for('update');
  if (!invoice) return null;
  const [localization] = await tx
    .select({ allows: localizations.allowsFapiaoProcessingAfterPayment })
    .from(localizations)
    .where(eq(localizations.identity, invoice.localization));
  return { invoice, allowsFapiaoProcessingAfterPayment: localization?.allows ?? false };
}

export async function findInvoiceFapiaoStatuses(tx: Db, userId: number, invoiceId: number): Promise<FapiaoRow['status'][]> {
  const rows = await tx
    .select({ status: fapiaos.status })
    .from(fapiaos)
    .where(and(eq(fapiaos.userId, userId), eq(fapiaos.invoiceId, invoiceId)));
  return rows.map((row) => row.status);
}

/** A succeeded payment of the user that went (at least partly) to this invoice, by its public id. */
export async function findInvoicePayment(tx: Db, userId: number, invoiceId: number, publicId: string): Promise<{ id: number } | null> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.publicId, publicId),
        eq(payments.status, 'succeeded'),
        eq(paymentAllocations.invoiceId, invoiceId),
      ),
    );
  return row ?? null;
}

/** `%`, `_` and `\` typed by the user match themselves, not any text. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Organizations the user named on earlier fapiaos (not rejected ones), distinct by name and taxpayer
 * number, those starting with `name` first, then those containing it.
 */
export async function searchOrganizations(
  db: Db,
  userId: number,
  name: string,
  limit: number,
): Promise<{ organizationName: string; taxpayerNumber: string | null }[]> {
  const escaped = likeEscape(name);
  const rank = sql<number>`case when ${fapiaos.organizationName} ilike ${`${escaped}%`} then 0 else 1 end`.as('match_rank');
  const rows = await db
    .selectDistinct({ organizationName: fapiaos.organizationName, taxpayerNumber: fapiaos.taxpayerNumber, rank })
    .from(fapiaos)
    .where(and(eq(fapiaos.userId, userId), ne(fapiaos.status, 'rejected'), ilike(fapiaos.organizationName, `%${escaped}%`)))
    .orderBy(sql`match_rank`, asc(fapiaos.organizationName), asc(fapiaos.taxpayerNumber))
    .limit(limit);
  return rows.map(({ organizationName, taxpayerNumber }) => ({ organizationName, taxpayerNumber }));
}

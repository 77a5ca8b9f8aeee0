import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StaffFapiaoStatus } from '@marginalia/contracts/staff/staff-billing.contract';
import type { Db } from '../../../platform/db/client';
import { containsPattern, customerColumns } from './staff-billing-columns';
import { currencies, fapiaos, invoices, payments, users } from '../../../platform/db/schema/all-tables';
import type { FapiaoRow } from '../../../platform/db/schema/billing';

/** The fapiao desk's queries: every customer's requests. */

const columns = {
  fapiao: fapiaos,
  customer: customerColumns,
  invoice: { invoiceNumber: invoices.invoiceNumber, kind: invoices.kind, totalAmount: invoices.totalAmount, paidAt: invoices.paidAt },
  currency: { isoCode: currencies.isoCode, sign: currencies.sign, numDecimals: currencies.numDecimals },
  paymentPublicId: payments.publicId,
};

function selectFapiaos(db: Db) {
  return db
    .select(columns)
    .from(fapiaos)
    .innerJoin(users, eq(users.id, fapiaos.userId))
    .innerJoin(invoices, eq(invoices.id, fapiaos.invoiceId))
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId));
}
export type FapiaoListing = Awaited<ReturnType<ReturnType<typeof selectFapiaos>['execute']>>[number];

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    eq(sql`upper(${invoices.invoiceNumber})`, q.toUpperCase()),
    ilike(users.email, pattern),
    ilike(fapiaos.organizationName, pattern),
    eq(fapiaos.number, q),
  );
}

/** One status's fapiaos: pending ones oldest first (they have waited longest), the others newest first. */
export async function listFapiaos(
  db: Db,
  status: StaffFapiaoStatus,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: FapiaoListing[]; total: number }> {
  const where = and(eq(fapiaos.status, status), search(q));
  const order = status === 'pending' ? [asc(fapiaos.createdAt), asc(fapiaos.id)] : [desc(fapiaos.createdAt), desc(fapiaos.id)];
  const [rows, [count]] = await Promise.all([
    selectFapiaos(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({ total: sql<string>`count(*)` })
      .from(fapiaos)
      .innerJoin(users, eq(users.id, fapiaos.userId))
      .innerJoin(invoices, eq(invoices.id, fapiaos.invoiceId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function countByStatus(db: Db): Promise<Record<StaffFapiaoStatus, number>> {
  const rows = await db
    .select({ status: fapiaos.status, total: sql<string>`count(*)` })
    .from(fapiaos)
    .groupBy(fapiaos.status);
  const counts: Record<StaffFapiaoStatus, number> = { pending: 0, completed: 0, rejected: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

export async function findFapiao(db: Db, identity: string): Promise<FapiaoListing | null> {
  const [row] = await selectFapiaos(db).where(eq(fapiaos.identity, identity));
  return row ?? null;
}

export async function lockFapiao(tx: Db, identity: string): Promise<FapiaoRow | null> {
  const [row] = await tx.select().from(fapiaos).where(eq(fapiaos.identity, identity)).for('update');
  return row ?? null;
}

/** Another issued fapiao already carries this number. */
export async function numberInUse(tx: Db, number: string, exceptId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: fapiaos.id })
    .from(fapiaos)
    .where(and(eq(fapiaos.number, number), eq(fapiaos.status, 'completed'), ne(fapiaos.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

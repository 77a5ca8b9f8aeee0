import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import type { Db } from '../../../platform/db/client';
import { countries, credits, invoices, loyaltyLevels, migrationGroups, orderDeliverables, orderFormFiles, orderForms, orders, preferredGroups, users } from '../../../platform/db/schema/all-tables';
import type { UserRow } from '../../../platform/db/schema/users';

/** The customers desk's queries. A "customer" is any account; staff accounts show too, marked by role. */

/** `%`, `_` and `\` typed by staff match themselves, not any character. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(q: string): SQL | undefined {
  if (q === '') return eq(users.role, 'researcher');
  const pattern = likePattern(q);
  const byOrder = sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.externalId} = ${q})`;
  const byName = or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
  return and(eq(users.role, 'researcher'), or(byName, byOrder));
}

/** One page of researchers matching a name, e-mail (partial, any case) or exact order number, newest first. */
export async function searchCustomers(db: Db, q: string, page: number) {
  const where = searchCondition(q);
  const orderCount = db.$with('order_count').as(db.select({ userId: orders.userId, n: count().as('n') }).from(orders).groupBy(orders.userId));
  const unpaid = db
    .$with('unpaid_count')
    .as(db.select({ userId: invoices.userId, n: count().as('unpaid_n') }).from(invoices).where(and(gt(invoices.balance, 0), isNull(invoices.writtenOffAt))).groupBy(invoices.userId));
  const [rows, totals] = await Promise.all([
    db
      .with(orderCount, unpaid)
      .select({ user: users, country: countries.name, numberOfOrders: orderCount.n, unpaidInvoices: unpaid.n })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(orderCount, eq(orderCount.userId, users.id))
      .leftJoin(unpaid, eq(unpaid.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(STAFF_PAGE_SIZE)
      .offset(page * STAFF_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function findUserByIdentity(db: Db, identity: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.identity, identity)).limit(1);
  return rows[0] ?? null;
}

export async function findCountryName(db: Db, countryId: number | null): Promise<string | null> {
  if (countryId === null) return null;
  const rows = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return rows[0]?.name ?? null;
}

export function findCustomerOrders(db: Db, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(200);
}

export function findCustomerInvoices(db: Db, userId: number) {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(200);
}

const grantors = alias(users, 'grantor');

export function findCustomerCredits(db: Db, userId: number) {
  return db
    .select({ credit: credits, grantorIdentity: grantors.identity, grantorFirstName: grantors.firstName, grantorLastName: grantors.lastName, grantorEmail: grantors.email })
    .from(credits)
    .leftJoin(grantors, eq(grantors.id, credits.grantedByStaffId))
    .where(eq(credits.userId, userId))
    .orderBy(desc(credits.createdAt), desc(credits.id))
    .limit(200);
}

export async function findLoyaltyLevelName(db: Db, identity: string): Promise<string | null> {
  const rows = await db.select({ name: loyaltyLevels.name }).from(loyaltyLevels).where(eq(loyaltyLevels.identity, identity)).limit(1);
  return rows[0]?.name ?? null;
}

export function findPreferredGroups(db: Db) {
  return db.select().from(preferredGroups).orderBy(asc(preferredGroups.code));
}

export function findMigrationGroups(db: Db) {
  return db.select().from(migrationGroups).orderBy(asc(migrationGroups.code));
}

export async function findPreferredGroupsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(preferredGroups).where(inArray(preferredGroups.id, ids));
}

export async function findPreferredGroupByCode(db: Db, code: string) {
  const rows = await db.select().from(preferredGroups).where(sql`lower(${preferredGroups.code}) = lower(${code})`).limit(1);
  return rows[0] ?? null;
}

export async function findMigrationGroupByCode(db: Db, code: string) {
  const rows = await db.select().from(migrationGroups).where(eq(migrationGroups.code, code)).limit(1);
  return rows[0] ?? null;
}

/** The user row, locked for the change (inside the caller's transaction). */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0] ?? null;
}

export type CustomerFlagColumns = Pick<
  typeof users.$inferInsert,
  'hideInvoices' | 'hasRewards' | 'voucherAvailable' | 'overrideDownloadAvailable' | 'languageAssessmentEnabled' | 'digitalEditingTrial' | 'preferredGroupId' | 'migrationGroup'
>;

export async function updateCustomerFlags(tx: Db, userId: number, flags: CustomerFlagColumns, now: Date): Promise<UserRow> {
  const [row] = await tx.update(users).set({ ...flags, updatedAt: now }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('customer vanished during the flags update');
  return row;
}

/** The bytes and number of files the customer's uploads (on any of their forms) and their deliveries take in storage. */
export async function findStorageUse(db: Db, userId: number): Promise<{ bytes: number; files: number }> {
  const [uploads, delivered] = await Promise.all([
    db
      .select({ bytes: sql<string>`coalesce(sum(${orderFormFiles.size}), 0)`, files: count() })
      .from(orderFormFiles)
      .innerJoin(orderForms, eq(orderForms.id, orderFormFiles.orderFormId))
      .where(eq(orderForms.userId, userId)),
    db
      .select({ bytes: sql<string>`coalesce(sum(${orderDeliverables.size}), 0)`, files: count() })
      .from(orderDeliverables)
      .innerJoin(orders, eq(orders.id, orderDeliverables.orderId))
      .where(eq(orders.userId, userId)),
  ]);
  return {
    bytes: Number(uploads[0]?.bytes ?? 0) + Number(delivered[0]?.bytes ?? 0),
    files: (uploads[0]?.files ?? 0) + (delivered[0]?.files ?? 0),
  };
}

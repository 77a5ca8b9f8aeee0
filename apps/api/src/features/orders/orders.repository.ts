import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { certificates, customerGoals, localizations, orderFormFiles, orderForms, orderServices, orders, paymentAllocations, payments, promotionalCodes, services, users } from '../../platform/db/schema/all-tables';
import type { OrderRow } from '../../platform/db/schema/orders';
import type { CertificateRow } from '../../platform/db/schema/staff';
import type { OrderFormFileRow } from '../../platform/db/schema/order-forms';

/**
 * The reads of the researcher's order pages. Every query of a customer's data takes the owner's id, so
 * another user's order, file or deliverable is simply not found.
 */

export async function findOwnedOrder(db: Db, userId: number, externalId: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.externalId, externalId), eq(orders.userId, userId))).limit(1);
  return rows[0] ?? null;
}

export interface OrderServiceLine {
  serviceIdentity: string;
  name: string;
  serviceType: string;
  active: boolean;
  listPrice: number;
  discountAmount: number;
  totalPrice: number;
}

export type PageServiceLine = OrderServiceLine & { orderId: number };

/** The service lines of several orders at once (a page of the order list), each with its order id. */
export async function findPageServiceLines(db: Db, orderIds: readonly number[]): Promise<PageServiceLine[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderServices.orderId,
      serviceIdentity: orderServices.serviceIdentity,
      name: services.name,
      serviceType: services.serviceType,
      active: services.active,
      listPrice: orderServices.listPrice,
      discountAmount: orderServices.discountAmount,
      totalPrice: orderServices.totalPrice,
    })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(inArray(orderServices.orderId, [...orderIds]))
    .orderBy(asc(services.sortOrder));
}

export async function findOrderServiceLines(db: Db, orderId: number): Promise<OrderServiceLine[]> {
  return (await findPageServiceLines(db, [orderId])).map(({ orderId: _orderId, ...line }) => line);
}

export async function findCustomerGoal(db: Db, name: string): Promise<{ name: string; requiresWordCount: boolean } | null> {
  const rows = await db.select({ name: customerGoals.name, requiresWordCount: customerGoals.requiresWordCount }).from(customerGoals).where(eq(customerGoals.name, name)).limit(1);
  return rows[0] ?? null;
}

/** Boletos still to be paid for the order: on its invoices, or made by its form's payment submission. */
export async function findPendingBoletoUrls(db: Db, userId: number, invoiceIds: readonly number[], formId: number | null): Promise<string[]> {
  const byAllocation =
    invoiceIds.length > 0
      ? inArray(payments.id, db.select({ id: paymentAllocations.paymentId }).from(paymentAllocations).where(inArray(paymentAllocations.invoiceId, [...invoiceIds])))
      : undefined;
  const bySubject = formId === null ? undefined : and(eq(payments.purpose, 'order-form'), sql`${payments.subject}->>'orderFormId' = ${String(formId)}`);
  const condition = byAllocation && bySubject ? or(byAllocation, bySubject) : (byAllocation ?? bySubject);
  if (!condition) return [];
  const rows = await db
    .select({ boletoUrl: payments.boletoUrl })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), isNotNull(payments.boletoUrl), condition))
    .orderBy(asc(payments.id));
  return rows.flatMap((row) => (row.boletoUrl ? [row.boletoUrl] : []));
}

export interface OrderFormFacts {
  journalUrl: string | null;
  promotionalCode: string | null;
  reedit: boolean;
  /** The order is a rework request (its form was started from another order's rework link). */
  isRework: boolean;
  /** The free re-edit window this order inherits (its form was a free touch-up). */
  freeReeditSince: Date | null;
}

/** What the order's form adds: the promotional code used, and whether it was a re-edit or a rework. */
export async function findOrderFormFacts(db: Db, formId: number | null): Promise<OrderFormFacts | null> {
  if (formId === null) return null;
  const rows = await db
    .select({
      journalUrl: orderForms.journalUrl,
      promotionalCode: promotionalCodes.code,
      reeditOf: orderForms.reeditOfOrderId,
      reworkOf: orderForms.reworkOfOrderId,
      freeReeditSince: orderForms.freeReeditSince,
    })
    .from(orderForms)
    .leftJoin(promotionalCodes, eq(promotionalCodes.id, orderForms.promotionalCodeId))
    .where(eq(orderForms.id, formId))
    .limit(1);
  const row = rows[0];
  return row
    ? { journalUrl: row.journalUrl, promotionalCode: row.promotionalCode, reedit: row.reeditOf !== null, isRework: row.reworkOf !== null, freeReeditSince: row.freeReeditSince }
    : null;
}

/** Whether a rework has been requested for the order (a rework form of it became an order). */
export async function findReworkRequested(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderForms.id })
    .from(orderForms)
    .where(and(eq(orderForms.reworkOfOrderId, orderId), eq(orderForms.status, 'converted')))
    .limit(1);
  return rows.length > 0;
}

/** The identities of the catalogue's active services (re-edits are ordered with them). */
export async function findActiveServiceIdentities(db: Db): Promise<Set<string>> {
  const rows = await db.select({ identity: services.identity }).from(services).where(eq(services.active, true));
  return new Set(rows.map((row) => row.identity));
}

/** The researcher's own uploads for the order (the files of the form it was made from). */
export async function findOriginalFiles(db: Db, formId: number | null): Promise<OrderFormFileRow[]> {
  if (formId === null) return [];
  return db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, formId)).orderBy(asc(orderFormFiles.id));
}

/** An original file by its public id, only when it belongs to one of the user's orders. */
export async function findOwnedOriginalFile(db: Db, userId: number, identity: string): Promise<OrderFormFileRow | null> {
  const rows = await db
    .select({ file: orderFormFiles })
    .from(orderFormFiles)
    .innerJoin(orders, eq(orders.orderFormId, orderFormFiles.orderFormId))
    .where(and(eq(orderFormFiles.publicId, identity), eq(orders.userId, userId)))
    .limit(1);
  return rows[0]?.file ?? null;
}

export async function findOrderCertificate(db: Db, orderId: number): Promise<CertificateRow | null> {
  const rows = await db.select().from(certificates).where(eq(certificates.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

/** The company that sells the order: its form's localization, else the customer's. */
export async function findCompanyName(db: Db, order: OrderRow): Promise<string> {
  const rows = await db
    .select({ companyName: localizations.companyName })
    .from(users)
    .leftJoin(orderForms, eq(orderForms.id, sql`${order.orderFormId ?? -1}`))
    .innerJoin(localizations, eq(localizations.identity, sql`coalesce(${orderForms.localization}, ${users.localization})`))
    .where(eq(users.id, order.userId))
    .limit(1);
  return rows[0]?.companyName ?? 'Marginalia';
}

export async function findOwner(db: Db, userId: number): Promise<{ overrideDownloadAvailable: boolean; siteLanguage: string } | null> {
  const rows = await db.select({ overrideDownloadAvailable: users.overrideDownloadAvailable, siteLanguage: users.siteLanguage }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

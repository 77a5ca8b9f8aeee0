import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import {
  certificates,
  countries,
  holidays,
  invoices,
  manuscriptLanguages,
  orderDeliverables,
  orderForms,
  orderFormFiles,
  orderNotes,
  orderServices,
  orders,
  paymentAllocations,
  payments,
  refunds,
  serviceOptions,
  serviceQuestions,
  services,
  users,
} from '../../../platform/db/schema/all-tables';

/** Everything the workbench shows besides the order row itself; each list is one query. */
export async function orderLines(db: Db, orderId: number) {
  return db
    .select({
      identity: services.identity,
      name: services.name,
      type: services.serviceType,
      countedBy: services.optionsDeterminedByCount,
      quantity: orderServices.quantity,
      totalPrice: orderServices.totalPrice,
    })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(services.sortOrder), asc(services.identity));
}

export async function optionsOf(db: Db, identities: readonly string[]) {
  if (identities.length === 0) return [];
  return db.select().from(serviceOptions).where(inArray(serviceOptions.serviceIdentity, [...identities]));
}

export async function upcomingHolidays(db: Db, localization: string, from: Date): Promise<string[]> {
  const rows = await db
    .select({ day: holidays.day })
    .from(holidays)
    .where(and(eq(holidays.localization, localization), gte(holidays.day, from.toISOString().slice(0, 10))));
  return rows.map((row) => row.day);
}

export async function customerOf(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, country: countries.name })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function languageName(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: manuscriptLanguages.name }).from(manuscriptLanguages).where(eq(manuscriptLanguages.id, id));
  return row?.name ?? '';
}

export async function orderFormOf(db: Db, orderFormId: number | null) {
  if (orderFormId === null) return null;
  const [form] = await db.select().from(orderForms).where(eq(orderForms.id, orderFormId));
  return form ?? null;
}

export async function orderNumberOf(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ externalId: orders.externalId }).from(orders).where(eq(orders.id, orderId));
  return row?.externalId ?? null;
}

export async function customerFiles(db: Db, orderFormId: number | null) {
  if (orderFormId === null) return [];
  return db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, orderFormId)).orderBy(asc(orderFormFiles.createdAt), asc(orderFormFiles.id));
}

export async function questionsOf(db: Db, identities: readonly string[]) {
  if (identities.length === 0) return [];
  return db.select().from(serviceQuestions).where(inArray(serviceQuestions.serviceIdentity, [...identities])).orderBy(asc(serviceQuestions.sortOrder), asc(serviceQuestions.id));
}

export async function activeDeliverables(db: Db, orderId: number) {
  return db
    .select({ deliverable: orderDeliverables, uploader: users })
    .from(orderDeliverables)
    .leftJoin(users, eq(users.id, orderDeliverables.uploadedById))
    .where(and(eq(orderDeliverables.orderId, orderId), isNull(orderDeliverables.removedAt)))
    .orderBy(asc(orderDeliverables.createdAt), asc(orderDeliverables.id));
}

export async function notesOf(db: Db, orderId: number) {
  return db
    .select({ note: orderNotes, author: users })
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}

export async function invoicesOf(db: Db, orderId: number) {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.createdAt), asc(invoices.id));
}

/**
 * The payments that went to the order's invoices, with what each allocated to them and what has been
 * refunded on the payment so far (refunds of every kind, in the payment's currency).
 */
export async function paymentsOf(db: Db, orderId: number) {
  const refunded = sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`;
  return db
    .select({
      id: payments.id,
      publicId: payments.publicId,
      methodId: payments.methodId,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
      allocated: sql<string>`sum(${paymentAllocations.amount})`,
      refunded,
    })
    .from(payments)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(invoices.orderId, orderId))
    .groupBy(payments.id)
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function certificateRow(db: Db, orderId: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.orderId, orderId));
  return row ?? null;
}

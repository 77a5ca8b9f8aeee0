import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orderFormFiles, orderFormServices, orderForms } from '../../platform/db/schema/order-forms';
import { orders } from '../../platform/db/schema/orders';
import { users } from '../../platform/db/schema/users';
import type { OrderFormFileRow, OrderFormRow, OrderFormServiceRow } from '../../platform/db/schema/order-forms';

export type OrderFormChanges = Partial<Omit<typeof orderForms.$inferInsert, 'id' | 'publicId' | 'userId' | 'visitorTokenHash' | 'createdAt'>>;

/** Who a form belongs to: a signed-in user, or a visitor's browser (the hash of its token). */
export type FormOwner = { userId: number } | { visitorTokenHash: string };

function ownedBy(owner: FormOwner) {
  return 'userId' in owner ? eq(orderForms.userId, owner.userId) : and(eq(orderForms.visitorTokenHash, owner.visitorTokenHash), sql`${orderForms.userId} is null`);
}

/** The owner's form with this public id, or null: another user's form is as missing as an unknown one. */
export async function findOwnedForm(db: Db, owner: FormOwner, publicId: string): Promise<OrderFormRow | null> {
  const rows = await db.select().from(orderForms).where(and(eq(orderForms.publicId, publicId), ownedBy(owner))).limit(1);
  return rows[0] ?? null;
}

/**
 * The owner's current form: the open one touched last. An admin-created form is staff's to
 * fill while they impersonate the owner: it comes first then, and the owner alone never resumes it.
 */
export async function findCurrentForm(db: Db, owner: FormOwner, options: { impersonating?: boolean } = {}): Promise<OrderFormRow | null> {
  const impersonating = options.impersonating ?? false;
  const rows = await db
    .select()
    .from(orderForms)
    .where(and(ownedBy(owner), eq(orderForms.status, 'open'), impersonating ? undefined : eq(orderForms.adminCreated, false)))
    .orderBy(...(impersonating ? [desc(orderForms.adminCreated)] : []), desc(orderForms.updatedAt), desc(orderForms.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertForm(db: Db, owner: FormOwner, values: { publicId: string; localization: string } & OrderFormChanges): Promise<OrderFormRow> {
  const ownerValues = 'userId' in owner ? { userId: owner.userId } : { visitorTokenHash: owner.visitorTokenHash };
  const [row] = await db.insert(orderForms).values({ ...values, ...ownerValues }).returning();
  if (!row) throw new Error('order form insert returned nothing');
  return row;
}

/** Applies changes and bumps the version; every save goes through here. */
export async function updateForm(db: Db, formId: number, changes: OrderFormChanges): Promise<OrderFormRow> {
  const [row] = await db
    .update(orderForms)
    .set({ ...changes, version: sql`${orderForms.version} + 1`, updatedAt: new Date() })
    .where(eq(orderForms.id, formId))
    .returning();
  if (!row) throw new Error('order form vanished during update');
  return row;
}

export async function abandonOpenForms(db: Db, owner: FormOwner): Promise<void> {
  await db.update(orderForms).set({ status: 'abandoned', updatedAt: new Date() }).where(and(ownedBy(owner), eq(orderForms.status, 'open')));
}

export async function findFormServices(db: Db, formId: number): Promise<OrderFormServiceRow[]> {
  return db.select().from(orderFormServices).where(eq(orderFormServices.orderFormId, formId)).orderBy(asc(orderFormServices.addedAt));
}

/** Replaces the whole selection in one statement pair (inside the caller's transaction). */
export async function replaceFormServices(db: Db, formId: number, selection: { serviceIdentity: string; quantity: number }[]): Promise<void> {
  await db.delete(orderFormServices).where(eq(orderFormServices.orderFormId, formId));
  if (selection.length === 0) return;
  const now = Date.now();
  // addedAt keeps the chosen order, so line items list services as they were picked.
  await db.insert(orderFormServices).values(selection.map((item, index) => ({ orderFormId: formId, ...item, addedAt: new Date(now + index) })));
}

export async function findFormFiles(db: Db, formId: number): Promise<OrderFormFileRow[]> {
  return db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, formId)).orderBy(asc(orderFormFiles.id));
}

export async function insertFormFile(db: Db, values: typeof orderFormFiles.$inferInsert): Promise<OrderFormFileRow> {
  const [row] = await db.insert(orderFormFiles).values(values).returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

export async function deleteFormFile(db: Db, formId: number, publicId: string): Promise<OrderFormFileRow | null> {
  const rows = await db.delete(orderFormFiles).where(and(eq(orderFormFiles.orderFormId, formId), eq(orderFormFiles.publicId, publicId))).returning();
  return rows[0] ?? null;
}

export async function findFileById(db: Db, fileId: number): Promise<OrderFormFileRow | null> {
  const rows = await db.select().from(orderFormFiles).where(eq(orderFormFiles.id, fileId)).limit(1);
  return rows[0] ?? null;
}

export async function updateFile(db: Db, fileId: number, changes: Partial<typeof orderFormFiles.$inferInsert>): Promise<void> {
  await db.update(orderFormFiles).set(changes).where(eq(orderFormFiles.id, fileId));
}

/** The user's latest order with this title (case and surrounding spaces ignored), for the duplicate check. */
/** The public number of an order of the user (the completed order a re-edit or rework form starts from). */
export async function findOrderExternalId(db: Db, userId: number, orderId: number | null): Promise<string | null> {
  if (orderId === null) return null;
  const rows = await db.select({ externalId: orders.externalId }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  return rows[0]?.externalId ?? null;
}

export async function findOrderWithTitle(db: Db, userId: number, title: string): Promise<{ externalId: string; title: string; createdAt: Date } | null> {
  const rows = await db
    .select({ externalId: orders.externalId, title: orders.title, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`lower(btrim(${orders.title})) = lower(btrim(${title}))`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return rows[0] ?? null;
}


/** Gives a user without a currency the one they chose on the payment step (only while it is still empty). */
export async function setUserCurrency(db: Db, userId: number, isoCode: string): Promise<void> {
  await db.update(users).set({ currency: isoCode, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.currency)));
}

/**
 * Deletes up to `limit` visitor forms (never claimed by a signed-in user) untouched since `before`, with
 * their file rows, services and vouchers (the foreign keys cascade), and answers the storage keys of their
 * files for the caller to remove. Rows another transaction holds are left for the next run.
 */
export async function deleteAbandonedVisitorForms(tx: Db, before: Date, limit: number): Promise<{ forms: number; storageKeys: string[] }> {
  const stale = await tx
    .select({ id: orderForms.id })
    .from(orderForms)
    .where(and(isNull(orderForms.userId), lt(orderForms.updatedAt, before)))
    .orderBy(orderForms.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = stale.map((row) => row.id);
  if (ids.length === 0) return { forms: 0, storageKeys: [] };
  const files = await tx.select({ storageKey: orderFormFiles.storageKey }).from(orderFormFiles).where(inArray(orderFormFiles.orderFormId, ids));
  await tx.delete(orderForms).where(inArray(orderForms.id, ids));
  return { forms: ids.length, storageKeys: files.map((file) => file.storageKey) };
}

import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { currencies, holidays, localizations, orderForms, orderServices, orders, serviceOptions, services, users } from '../../platform/db/schema/all-tables';
import type { OrderRow } from '../../platform/db/schema/orders';
import type { ServiceOptionRow, ServiceRow } from '../../platform/db/schema/catalogue';
import type { CurrencyRow } from '../../platform/db/schema/reference';


/** The owner's order, locked for the edit's transaction. */
export async function lockOwnedOrder(tx: Db, userId: number, externalId: string): Promise<OrderRow | null> {
  const rows = await tx.select().from(orders).where(and(eq(orders.externalId, externalId), eq(orders.userId, userId))).limit(1).for('update');
  return rows[0] ?? null;
}

export async function findOrderServiceIdentities(db: Db, orderId: number): Promise<{ serviceIdentity: string; totalPrice: number }[]> {
  return db.select({ serviceIdentity: orderServices.serviceIdentity, totalPrice: orderServices.totalPrice }).from(orderServices).where(eq(orderServices.orderId, orderId));
}

/**
 * The localization the order is billed and scheduled in: its form's, else its owner's; with the prefix its
 * invoice numbers take.
 */
export async function findOrderLocalization(db: Db, order: OrderRow): Promise<{ identity: string; invoicePrefix: string }> {
  const [form] = order.orderFormId === null ? [] : await db.select({ localization: orderForms.localization }).from(orderForms).where(eq(orderForms.id, order.orderFormId)).limit(1);
  const [owner] = await db.select({ localization: users.localization }).from(users).where(eq(users.id, order.userId)).limit(1);
  const identity = form?.localization ?? owner?.localization ?? 'us';
  const [row] = await db.select({ identity: localizations.identity, invoicePrefix: localizations.invoicePrefix }).from(localizations).where(eq(localizations.identity, identity)).limit(1);
  if (!row) throw new Error(`localization ${identity} missing`);
  return row;
}

export async function insertOrderLines(tx: Db, rows: (typeof orderServices.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderServices).values(rows);
}

export async function deleteOrderLines(tx: Db, orderId: number, identities: readonly string[]): Promise<void> {
  if (identities.length > 0) await tx.delete(orderServices).where(and(eq(orderServices.orderId, orderId), inArray(orderServices.serviceIdentity, [...identities])));
}

export async function updateEditedOrder(tx: Db, orderId: number, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, orderId));
}


/** What pricing an edit reads: the active services with their options, the currency and the localization's closed days. */
export interface EditCatalogue {
  services: Map<string, ServiceRow>;
  optionsByService: Map<string, ServiceOptionRow[]>;
  currency: CurrencyRow;
  holidays: string[];
}

export async function readEditCatalogue(db: Db, currencyCode: string, localization: string, today: string): Promise<EditCatalogue> {
  const [serviceRows, optionRows, currencyRows, holidayRows] = await Promise.all([
    db.select().from(services).where(eq(services.active, true)).orderBy(asc(services.sortOrder)),
    db.select().from(serviceOptions).orderBy(asc(serviceOptions.serviceIdentity), asc(serviceOptions.lengthLow)),
    db.select().from(currencies).where(eq(currencies.isoCode, currencyCode)).limit(1),
    db.select({ day: holidays.day }).from(holidays).where(and(eq(holidays.localization, localization), gte(holidays.day, today))),
  ]);
  const currency = currencyRows[0];
  if (!currency) throw new Error(`currency ${currencyCode} missing`);
  const optionsByService = new Map<string, ServiceOptionRow[]>();
  for (const option of optionRows) optionsByService.set(option.serviceIdentity, [...(optionsByService.get(option.serviceIdentity) ?? []), option]);
  return { services: new Map(serviceRows.map((row) => [row.identity, row])), optionsByService, currency, holidays: holidayRows.map((row) => String(row.day)) };
}

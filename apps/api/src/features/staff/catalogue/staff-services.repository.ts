import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { holidays, localizations, serviceOptions, services } from '../../../platform/db/schema/all-tables';
import type { ServiceOptionRow, ServiceRow } from '../../../platform/db/schema/catalogue';

export type ServiceOptionValues = Omit<typeof serviceOptions.$inferInsert, 'id' | 'serviceIdentity'>;
export type ServiceValues = Pick<typeof services.$inferInsert, 'name' | 'active' | 'featured' | 'includesCertificate' | 'rewardPointsPerUsd'>;

// Written out qualified: inside a sub-select drizzle would leave the outer column unqualified.
const ordersOf = sql<number>`(select count(*) from "order_services" os where os."service_option_id" = "service_options"."id")`.mapWith(Number);

/** Every service (active or not) in display order, and every option with how many orders it priced. */
export async function listServicesWithOptions(db: Db) {
  const [serviceRows, optionRows] = await Promise.all([
    db.select().from(services).orderBy(asc(services.sortOrder), asc(services.identity)),
    db.select({ option: serviceOptions, orders: ordersOf }).from(serviceOptions).orderBy(asc(serviceOptions.rush), asc(serviceOptions.lengthLow), asc(serviceOptions.timelineBusinessDays)),
  ]);
  return { serviceRows, optionRows };
}

export async function findService(db: Db, identity: string, lock = false): Promise<ServiceRow | null> {
  const query = db.select().from(services).where(eq(services.identity, identity));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateService(db: Db, identity: string, values: ServiceValues): Promise<ServiceRow> {
  const [row] = await db.update(services).set(values).where(eq(services.identity, identity)).returning();
  if (!row) throw new Error('service not updated');
  return row;
}

/** The options of one service (locked, so two staff editing bins at once cannot both slip past the overlap check). */
export function lockServiceOptions(db: Db, identity: string) {
  return db.select().from(serviceOptions).where(eq(serviceOptions.serviceIdentity, identity)).for('update');
}

export async function findServiceOption(db: Db, identity: string, id: number) {
  const rows = await db
    .select({ option: serviceOptions, orders: ordersOf })
    .from(serviceOptions)
    .where(and(eq(serviceOptions.serviceIdentity, identity), eq(serviceOptions.id, id)));
  return rows[0] ?? null;
}

export async function insertServiceOption(db: Db, identity: string, values: ServiceOptionValues): Promise<ServiceOptionRow> {
  const [row] = await db.insert(serviceOptions).values({ ...values, serviceIdentity: identity }).returning();
  if (!row) throw new Error('service option not inserted');
  return row;
}

export async function updateServiceOption(db: Db, id: number, values: ServiceOptionValues): Promise<ServiceOptionRow> {
  const [row] = await db.update(serviceOptions).set(values).where(eq(serviceOptions.id, id)).returning();
  if (!row) throw new Error('service option not updated');
  return row;
}

export async function deleteServiceOption(db: Db, id: number): Promise<void> {
  await db.delete(serviceOptions).where(eq(serviceOptions.id, id));
}

export function listLocalizations(db: Db) {
  return db.select({ identity: localizations.identity, name: localizations.name }).from(localizations).orderBy(asc(localizations.sortOrder));
}

export function listHolidays(db: Db, localization: string | undefined) {
  return db
    .select()
    .from(holidays)
    .where(localization ? eq(holidays.localization, localization) : undefined)
    .orderBy(asc(holidays.day), asc(holidays.localization));
}

export async function findHoliday(db: Db, localization: string, day: string) {
  const rows = await db.select().from(holidays).where(and(eq(holidays.localization, localization), eq(holidays.day, day)));
  return rows[0] ?? null;
}

/** Adds the holiday; false when the day already is one (nothing is written then). */
export async function insertHoliday(db: Db, values: typeof holidays.$inferInsert): Promise<boolean> {
  const rows = await db.insert(holidays).values(values).onConflictDoNothing().returning({ day: holidays.day });
  return rows.length > 0;
}

export async function deleteHoliday(db: Db, localization: string, day: string): Promise<boolean> {
  const rows = await db.delete(holidays).where(and(eq(holidays.localization, localization), eq(holidays.day, day))).returning({ day: holidays.day });
  return rows.length > 0;
}

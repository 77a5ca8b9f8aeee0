import { and, asc, count, eq, min } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  appSettings,
  countries,
  currencies,
  featureFlags,
  localizations,
  migrationGroups,
  orders,
  preferredGroups,
  serviceGroupMembers,
  serviceGroups,
  serviceOptions,
  services,
  settingsVersion,
  siteLanguages,
  users,
} from '../../platform/db/schema/all-tables';

export async function findSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function findFeatureFlags(db: Db): Promise<Record<string, boolean>> {
  const rows = await db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags);
  return Object.fromEntries(rows.map((r) => [r.key, r.enabled]));
}

export async function findSettingsVersion(db: Db): Promise<number> {
  const rows = await db.select({ version: settingsVersion.version }).from(settingsVersion).where(eq(settingsVersion.id, 1));
  return rows[0]?.version ?? 0;
}

export function findSiteLanguages(db: Db) {
  return db.select().from(siteLanguages).orderBy(asc(siteLanguages.sortOrder));
}

export function findLocalizations(db: Db) {
  return db.select().from(localizations).orderBy(asc(localizations.sortOrder));
}

export function findCurrencies(db: Db) {
  return db.select().from(currencies).orderBy(asc(currencies.sortOrder));
}

/** Service groups with their active services, in display order. */
export async function findServiceGroups(db: Db) {
  const groups = await db.select().from(serviceGroups).orderBy(asc(serviceGroups.sortOrder));
  const members = await db
    .select({ groupSlug: serviceGroupMembers.groupSlug, service: services })
    .from(serviceGroupMembers)
    .innerJoin(services, eq(services.identity, serviceGroupMembers.serviceIdentity))
    .where(eq(services.active, true))
    .orderBy(asc(serviceGroupMembers.sortOrder), asc(services.sortOrder));
  return { groups, members };
}

/** The lowest standard (non-rush) price of each service, in US cents. */
export async function findBasePrices(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ identity: serviceOptions.serviceIdentity, price: min(serviceOptions.priceUsdCents) })
    .from(serviceOptions)
    .where(eq(serviceOptions.rush, false))
    .groupBy(serviceOptions.serviceIdentity);
  return new Map(rows.filter((r) => r.price !== null).map((r) => [r.identity, Number(r.price)]));
}

/** The user's order count, country and migration group in one round trip (the load runs this on every signed-in request). */
export async function findUserSummary(db: Db, userId: number, countryId: number | null, migrationGroup: string | null, preferredGroupId: number | null = null) {
  const orderCount = db.$with('order_count').as(db.select({ n: count().as('n') }).from(orders).where(eq(orders.userId, userId)));
  const rows = await db
    .with(orderCount)
    .select({ numberOfOrders: orderCount.n, id: countries.id, name: countries.name, iso2: countries.iso2, groupMigrating: migrationGroups.migrating, preferredGroup: preferredGroups })
    .from(orderCount)
    .leftJoin(countries, eq(countries.id, countryId ?? -1))
    .leftJoin(migrationGroups, eq(migrationGroups.code, migrationGroup ?? ''))
    // A deactivated group gives no discount any more, so the user is shown in none.
    .leftJoin(preferredGroups, and(eq(preferredGroups.id, preferredGroupId ?? -1), eq(preferredGroups.active, true)));
  const row = rows[0];
  return {
    numberOfOrders: Number(row?.numberOfOrders ?? 0),
    inMigratingGroup: row?.groupMigrating === true,
    country: row && row.id !== null && row.name !== null && row.iso2 !== null ? { id: row.id, name: row.name, iso2: row.iso2 } : null,
    preferredGroup: row?.preferredGroup ?? null,
  };
}

export async function updateUserLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.update(users).set({ siteLanguage: language, updatedAt: new Date() }).where(and(eq(users.id, userId)));
}

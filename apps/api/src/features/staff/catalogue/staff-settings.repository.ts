import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { appSettings, featureFlags, settingsVersion } from '../../../platform/db/schema/all-tables';

export function listFeatureFlags(db: Db) {
  return db.select({ key: featureFlags.key, enabled: featureFlags.enabled, description: featureFlags.description }).from(featureFlags).orderBy(asc(featureFlags.key));
}

export async function findFeatureFlag(db: Db, key: string) {
  const rows = await db.select().from(featureFlags).where(eq(featureFlags.key, key)).for('update');
  return rows[0] ?? null;
}

export async function writeFeatureFlag(db: Db, key: string, enabled: boolean, now: Date) {
  const [row] = await db.update(featureFlags).set({ enabled, updatedAt: now }).where(eq(featureFlags.key, key)).returning();
  if (!row) throw new Error('feature flag not updated');
  return row;
}

export function listStoredSettings(db: Db) {
  return db.select().from(appSettings);
}

export async function findStoredSetting(db: Db, key: string) {
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, key)).for('update');
  return rows[0] ?? null;
}

export async function writeStoredSetting(db: Db, key: string, value: unknown, now: Date) {
  const [row] = await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } })
    .returning();
  if (!row) throw new Error('setting not written');
  return row;
}

/** Every cache of settings, flags and the catalogue compares this number (see app-config's ApplicationCache). */
export async function bumpSettingsVersion(db: Db): Promise<void> {
  await db
    .update(settingsVersion)
    .set({ version: sql`${settingsVersion.version} + 1` })
    .where(eq(settingsVersion.id, 1));
}

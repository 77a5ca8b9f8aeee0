import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appSettings, featureFlags, settingsVersion } from '../../platform/db/schema/all-tables';
import type { AppSettingRow, FeatureFlagRow } from '../../platform/db/schema/settings';

/**
 * The settings, feature flags and the settings version: every write to them is here. Changing one bumps
 * the version in the same transaction; every process compares it and drops its cached application, flags
 * and catalogue within a second.
 */

export function listFeatureFlags(db: Db) {
  return db.select({ key: featureFlags.key, enabled: featureFlags.enabled, description: featureFlags.description }).from(featureFlags).orderBy(asc(featureFlags.key));
}

export function listStoredSettings(db: Db): Promise<AppSettingRow[]> {
  return db.select().from(appSettings);
}

export async function lockFeatureFlag(tx: Db, key: string): Promise<FeatureFlagRow | null> {
  const rows = await tx.select().from(featureFlags).where(eq(featureFlags.key, key)).for('update');
  return rows[0] ?? null;
}

export async function lockStoredSetting(tx: Db, key: string): Promise<AppSettingRow | null> {
  const rows = await tx.select().from(appSettings).where(eq(appSettings.key, key)).for('update');
  return rows[0] ?? null;
}

export async function writeSetting(db: Db, key: string, value: unknown, now: Date = new Date()): Promise<AppSettingRow> {
  const [row] = await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } })
    .returning();
  if (!row) throw new Error('setting not written');
  return row;
}

/** Null when there is no such flag. */
export async function writeFeatureFlag(db: Db, key: string, enabled: boolean, now: Date = new Date()): Promise<FeatureFlagRow | null> {
  const [row] = await db.update(featureFlags).set({ enabled, updatedAt: now }).where(eq(featureFlags.key, key)).returning();
  return row ?? null;
}

/** Every cache of settings, flags and the catalogue compares this number (ApplicationCache). */
export async function bumpSettingsVersion(db: Db): Promise<number> {
  const rows = await db
    .update(settingsVersion)
    .set({ version: sql`${settingsVersion.version} + 1` })
    .where(eq(settingsVersion.id, 1))
    .returning({ version: settingsVersion.version });
  return rows[0]?.version ?? 0;
}

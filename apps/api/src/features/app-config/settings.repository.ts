import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appSettings, featureFlags, settingsVersion } from '../../platform/db/schema/all-tables';

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

export async function writeFeatureFlag(db: Db, key: string, enabled: boolean): Promise<boolean> {
  const rows = await db.update(featureFlags).set({ enabled, updatedAt: new Date() }).where(eq(featureFlags.key, key)).returning({ key: featureFlags.key });
  return rows.length > 0;
}

export async function bumpSettingsVersion(db: Db): Promise<number> {
  const rows = await db
    .update(settingsVersion)
    .set({ version: sql`${settingsVersion.version} + 1` })
    .where(eq(settingsVersion.id, 1))
    .returning({ version: settingsVersion.version });
  return rows[0]?.version ?? 0;
}

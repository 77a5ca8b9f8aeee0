import { settingsSchema, featureFlagSchema, type SettingKey } from '@marginalia/contracts/app-config/settings.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { bumpSettingsVersion, writeFeatureFlag, writeSetting } from './settings.repository';

/**
 * Changes one application setting at run time. The value is validated against the settings contract;
 * the version bump makes every process drop its cached application within a second.
 */
export async function changeSetting(db: Db, key: string, value: unknown): Promise<number> {
  if (!(key in settingsSchema.shape)) throw new AppError(404, 'setting-not-found', { key });
  const parsed = settingsSchema.shape[key as SettingKey].safeParse(value);
  if (!parsed.success) throw new AppError(400, 'validation-error', { key });
  return db.transaction(async (tx) => {
    await writeSetting(tx, key, parsed.data);
    return bumpSettingsVersion(tx);
  });
}

export async function changeFeatureFlag(db: Db, key: string, enabled: boolean): Promise<number> {
  if (!featureFlagSchema.safeParse(key).success) throw new AppError(404, 'feature-flag-not-found', { key });
  return db.transaction(async (tx) => {
    const flag = await writeFeatureFlag(tx, key, enabled);
    if (!flag) throw new AppError(404, 'feature-flag-not-found', { key });
    return bumpSettingsVersion(tx);
  });
}

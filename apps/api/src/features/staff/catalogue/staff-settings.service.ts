import type { z } from 'zod';
import { SETTING_KEYS, settingsSchema, type SettingKey } from '@marginalia/contracts/app-config/settings.contract';
import { FEATURE_FLAGS } from '@marginalia/contracts/app-config/app-config.contract';
import type { SettingKind, SettingView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { isMessageKey } from '@marginalia/contracts/i18n/message-keys';
import { recordAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import type { CatalogueContext } from './catalogue-context';
import { bumpSettingsVersion, listFeatureFlags, listStoredSettings, lockFeatureFlag, lockStoredSetting, writeFeatureFlag, writeSetting } from '../../app-config/app-config.public';

/** How the console edits a setting, from the type its contract gives it. */
function kindOf(schema: z.ZodType): SettingKind {
  const type = schema.def.type;
  if (type === 'boolean' || type === 'number' || type === 'string') return type;
  return 'json';
}

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);
const isFlag = (key: string) => (FEATURE_FLAGS as readonly string[]).includes(key);

export async function listFlags(context: StaffContext) {
  const rows = await listFeatureFlags(context.db);
  return { flags: rows.filter((row) => isFlag(row.key)) };
}

export async function toggleFlag(context: CatalogueContext, key: string, enabled: boolean) {
  if (!isFlag(key)) throw new AppError(404, 'feature-flag-not-found', { key });
  const flag = await context.db.transaction(async (tx) => {
    const before = await lockFeatureFlag(tx, key);
    if (!before) throw new AppError(404, 'feature-flag-not-found', { key });
    const after = await writeFeatureFlag(tx, key, enabled, context.now);
    if (!after) throw new AppError(404, 'feature-flag-not-found', { key });
    await recordAudit(tx, { actorId: context.staff.id, action: 'feature-flag.update', subjectType: 'feature-flag', subjectId: key, before: { enabled: before.enabled }, after: { enabled } }, context.now);
    await bumpSettingsVersion(tx);
    return after;
  });
  context.invalidateCaches();
  return { flag: { key: flag.key, enabled: flag.enabled, description: flag.description } };
}

function settingView(key: SettingKey, stored: { value: unknown; updatedAt: Date } | undefined): SettingView {
  return { key, kind: kindOf(settingsSchema.shape[key]), value: stored?.value ?? null, updatedAt: stored?.updatedAt.toISOString() ?? null };
}

/** Every setting of the settings contract, with its stored value and how to edit it. */
export async function listSettings(context: StaffContext) {
  const stored = new Map((await listStoredSettings(context.db)).map((row) => [row.key, row]));
  return { settings: SETTING_KEYS.map((key) => settingView(key, stored.get(key))) };
}

/** Validated by the settings contract: a wrong value is a 422 naming the setting, with the field's message. */
export async function changeSetting(context: CatalogueContext, key: string, value: unknown) {
  if (!isSettingKey(key)) throw new AppError(404, 'setting-not-found', { key });
  const parsed = settingsSchema.shape[key].safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    throw new AppError(422, 'staff-setting-invalid', { key }, { value: isMessageKey(message) ? message : 'validation-field-invalid' });
  }
  const row = await context.db.transaction(async (tx) => {
    const before = await lockStoredSetting(tx, key);
    const written = await writeSetting(tx, key, parsed.data, context.now);
    await recordAudit(tx, { actorId: context.staff.id, action: 'setting.update', subjectType: 'setting', subjectId: key, before: { value: before?.value ?? null }, after: { value: parsed.data } }, context.now);
    await bumpSettingsVersion(tx);
    return written;
  });
  context.invalidateCaches();
  return { setting: settingView(key, row) };
}

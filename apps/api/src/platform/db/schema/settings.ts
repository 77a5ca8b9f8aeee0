import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per application setting; values are validated by the settings contract before they are written. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A single-row counter bumped on every settings or flag change, so caches in every process can tell they are stale. */
export const settingsVersion = pgTable('settings_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** What a select of each table above returns. */
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type AppSettingRow = typeof appSettings.$inferSelect;
export type SettingsVersionRow = typeof settingsVersion.$inferSelect;

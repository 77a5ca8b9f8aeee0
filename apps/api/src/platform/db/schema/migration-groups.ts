import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Groups of customers moved between localizations (the China WFOE migration and its migration page).
 * A user in a group with `migrating` on must accept the new terms before using the portal.
 */
export const migrationGroups = pgTable('migration_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The localization the group's customers move to. */
  targetLocalization: text('target_localization').notNull(),
  migrating: boolean('migrating').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a select of each table above returns. */
export type MigrationGroupRow = typeof migrationGroups.$inferSelect;

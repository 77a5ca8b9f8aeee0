import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Schema } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: serialises migrations when several processes start against one PostgreSQL server. */
const MIGRATION_LOCK = 7_341_001;

/** Applies pending migrations. Safe to run at every start and from several processes at once. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.dialect === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK, () => migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder }));
}

/** The migrations this code ships (drizzle-kit's journal): how many, and the newest one's timestamp. */
export function shippedMigrations(): { count: number; latest: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return { count: journal.entries.length, latest: Math.max(0, ...journal.entries.map((entry) => entry.when)) };
}

/** The migrations applied to the database (drizzle's own table); none when it was never migrated. */
export async function appliedMigrations(database: Database): Promise<{ count: number; latest: number }> {
  const [exists] = await database.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists?.present) return { count: 0, latest: 0 };
  const [row] = await database.query<{ count: number | string; latest: number | string | null }>(
    'SELECT count(*) AS count, max(created_at) AS latest FROM drizzle.__drizzle_migrations',
  );
  return { count: Number(row?.count ?? 0), latest: Number(row?.latest ?? 0) };
}

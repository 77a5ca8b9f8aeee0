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
  await database.withAdvisoryLock(MIGRATION_LOCK, () =>
    migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
  );
}

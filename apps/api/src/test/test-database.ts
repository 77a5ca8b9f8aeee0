import { openDatabase, type Database } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';
import { seedReferenceData } from '../platform/db/seed/seed';
import { createServerDatabase } from './server-database';

/** Test support: the engines a database test runs on — PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Opens another connection pool to the same database, like a second worker process would (PostgreSQL only). */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * A migrated, empty database. On PostgreSQL each call creates its own database (the role needs CREATEDB),
 * so test files running in parallel never see each other's jobs.
 */
export async function openTestDatabase(kind: TestDatabaseKind, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '', memory: true });
    await runMigrations(database);
    if (options.seed) await seedReferenceData(database.db);
    return {
      database,
      openAnother: () => Promise.reject(new Error('PGlite has a single session; use PostgreSQL')),
      close: () => database.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const created = await createServerDatabase(adminUrl, 'marginalia_test');
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: created.url, dataDir: '', poolSize: 20 });
    opened.push(database);
    return database;
  };
  const database = await open();
  await runMigrations(database);
  if (options.seed) await seedReferenceData(database.db);
  return {
    database,
    openAnother: open,
    async close() {
      for (const each of opened) await each.close();
      await created.drop();
    },
  };
}

/** The database API tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite; migrated and seeded. */
export function openSeededTestDatabase(): Promise<TestDatabase> {
  return openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', { seed: true });
}

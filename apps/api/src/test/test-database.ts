import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';
import { seedReferenceData } from '../platform/db/seed/seed';

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
  const name = `marginalia_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
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
      await withAdmin(adminUrl, (admin) => dropWhenClosed(admin, name));
    },
  };
}

/**
 * pool.end() returns before the server has seen every connection go; dropping WITH (FORCE) at once would
 * kill those connections and surface as uncaught errors, so wait for them first.
 */
async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  const drop = `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(drop);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // 55006: database is being accessed by other users
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`${drop} WITH (FORCE)`);
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database API tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite; migrated and seeded. */
export function openSeededTestDatabase(): Promise<TestDatabase> {
  return openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', { seed: true });
}

import pg from 'pg';
import { createServerDatabase } from '../../apps/api/src/test/server-database';

/** A role on a PostgreSQL server allowed to CREATE DATABASE; tests that need PostgreSQL are skipped without it. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A database of the test's own on TEST_DATABASE_URL's server, created empty (the portal's processes migrate
 * it when they start). `drop` closes the test's connections, waits for the processes' to go, then forces
 * what is left.
 */
export interface FreshDatabase {
  readonly url: string;
  readonly name: string;
  /** A connection of the test's own, beside the portal's processes (locks, checks). Closed by drop(). */
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

export async function createFreshDatabase(prefix = 'marginalia_system', adminUrl = testDatabaseUrl): Promise<FreshDatabase> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database = await createServerDatabase(adminUrl, prefix);
  const clients: pg.Client[] = [];
  return {
    url: database.url,
    name: database.name,
    async connect() {
      const client = new pg.Client({ connectionString: database.url });
      // A connection the server drops (the database going away) must not crash the test process.
      client.on('error', () => undefined);
      await client.connect();
      clients.push(client);
      return client;
    },
    async drop() {
      for (const client of clients.splice(0)) await client.end().catch(() => undefined);
      await database.drop();
    },
  };
}

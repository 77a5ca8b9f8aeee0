import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of the test's own on the server TEST_DATABASE_URL names (a role that may create
 * databases), created empty — the server migrates it when it starts — and dropped afterwards.
 */
export interface ScratchDatabase {
  readonly url: string;
  /** A connection of the test's own, beside the portal's processes (locks, checks). Closed by drop(). */
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

export const adminUrl = process.env.TEST_DATABASE_URL;

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const clients: pg.Client[] = [];
  return {
    url: url.toString(),
    async connect() {
      const client = new pg.Client({ connectionString: url.toString() });
      // A connection the server drops (the database going away) must not crash the test process.
      client.on('error', () => undefined);
      await client.connect();
      clients.push(client);
      return client;
    },
    async drop() {
      for (const client of clients.splice(0)) await client.end().catch(() => undefined);
      // The portal's processes are gone by now; FORCE ends whatever connection the server has not reaped yet.
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

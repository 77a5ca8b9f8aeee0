import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on TEST_DATABASE_URL's server (a role allowed to CREATE DATABASE), for one test
 * file's processes. `drop` waits for the processes' connections to go, then forces what is left.
 */
export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export async function createFreshDatabase(adminUrl: string, prefix = 'marginalia_system'): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(adminUrl, (admin) => dropWhenClosed(admin, name)),
  };
}

async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  const drop = `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`;
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      await admin.query(drop);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // still in use by a closing process
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`${drop} WITH (FORCE)`);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on a PostgreSQL server, made through `adminUrl` (a role that may CREATE DATABASE):
 * created empty, and dropped once the connections to it are gone.
 */
export interface ServerDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

export async function createServerDatabase(adminUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => withClient(adminUrl, (admin) => dropWhenClosed(admin, name)) };
}

/**
 * pool.end() and a killed process return before the server has seen every connection go; dropping WITH
 * (FORCE) at once would kill those connections and surface as uncaught errors, so wait for them first.
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

/** One connection to `url` for `work`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

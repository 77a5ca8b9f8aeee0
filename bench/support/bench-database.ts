import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  /** Drops this database (and only it). */
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of its own on the PostgreSQL server of BENCH_DATABASE_URL (a role that may create
 * databases), or null when none is given: the benchmark then measures PGlite only.
 */
export async function createBenchDatabase(adminUrl = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase | null> {
  if (!adminUrl) return null;
  const name = `marginalia_bench_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

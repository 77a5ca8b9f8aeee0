import { createServerDatabase, type ServerDatabase } from '../../apps/api/src/test/server-database';

/**
 * A fresh database of its own on the PostgreSQL server of BENCH_DATABASE_URL (a role that may create
 * databases), or null when none is given: the benchmark then measures PGlite only.
 */
export async function createBenchDatabase(adminUrl = process.env.BENCH_DATABASE_URL): Promise<ServerDatabase | null> {
  return adminUrl ? createServerDatabase(adminUrl, 'marginalia_bench') : null;
}

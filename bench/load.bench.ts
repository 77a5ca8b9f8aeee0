// Performance budget of the application load: GET /api/researcher/load at 32 connections, for a signed-in
// researcher beside a visitor in the same run. Budgets for the signed-in load: ≥ 1,000 req/s on PGlite
// and p99 ≤ 20 ms on PostgreSQL.
// Run with `npm run bench -- load` (or `npx tsx bench/load.bench.ts`). PostgreSQL is measured when
// BENCH_DATABASE_URL names a server whose role may create databases (a database of its own is created and
// dropped); without it, PGlite only. Results go to bench/results/load.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';
import { createSignedInUser } from '../apps/api/src/test/test-app';
import { createBenchDatabase } from './support/bench-database';
import { loadTest, type LoadResult } from './support/load-test';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PGLITE_MIN_RPS = 1000;
const POSTGRES_MAX_P99_MS = 20;

async function measure(label: string, databaseUrl: string | undefined): Promise<{ visitor: LoadResult; researcher: LoadResult }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '', PORT: '0', HOST: '127.0.0.1' });
  const app = await buildApp(config, { serveWebApp: false, startWorkers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/api/researcher/load`;
  const researcher = await createSignedInUser(app.platform.database, { countryId: 32, currency: 'BRL' });
  await loadTest(url, { connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT and caches
  await loadTest(url, { connections: CONNECTIONS, seconds: 2, headers: { cookie: researcher.cookie } });
  const results = {
    visitor: await loadTest(url, { connections: CONNECTIONS, seconds: SECONDS }),
    researcher: await loadTest(url, { connections: CONNECTIONS, seconds: SECONDS, headers: { cookie: researcher.cookie } }),
  };
  await app.close();
  for (const [who, r] of Object.entries(results)) {
    console.log(`${label.padEnd(10)} ${who.padEnd(10)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors} non-2xx ${r.non2xx}`);
  }
  return results;
}

const clean = (r: LoadResult) => r.errors === 0 && r.non2xx === 0;
const output: Record<string, unknown> = { endpoint: 'GET /api/researcher/load', connections: CONNECTIONS, seconds: SECONDS, at: new Date().toISOString() };
const budgets: Record<string, boolean> = {};

const pglite = await measure('PGlite', undefined);
output.pglite = pglite;
budgets.pgliteSignedInRps = pglite.researcher.requestsPerSecond >= PGLITE_MIN_RPS && clean(pglite.researcher);
console.log(`PGlite signed-in ${pglite.researcher.requestsPerSecond} req/s (budget ≥ ${PGLITE_MIN_RPS}): ${budgets.pgliteSignedInRps ? 'within budget' : 'OVER BUDGET'}`);

const database = await createBenchDatabase();
if (database) {
  try {
    const postgres = await measure('PostgreSQL', database.url);
    output.postgres = postgres;
    budgets.postgresSignedInP99 = postgres.researcher.p99Ms <= POSTGRES_MAX_P99_MS && clean(postgres.researcher);
    console.log(`PostgreSQL signed-in p99 ${postgres.researcher.p99Ms} ms (budget ≤ ${POSTGRES_MAX_P99_MS} ms): ${budgets.postgresSignedInP99 ? 'within budget' : 'OVER BUDGET'}`);
  } finally {
    await database.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres, to measure it)');
}
output.budgets = budgets;
writeFileSync(new URL('./results/load.json', import.meta.url), JSON.stringify(output, null, 2) + '\n');
if (Object.values(budgets).includes(false)) process.exitCode = 1;

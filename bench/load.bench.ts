// Performance budget of the application load: GET /api/researcher/load — requests per second and p99 latency at
// 32 connections, on PGlite and on PostgreSQL, for a visitor and for a signed-in researcher.
// Run with `npm run bench -- load` (or `npx tsx bench/load.bench.ts`). Results go to bench/results/load.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';
import { createSignedInUser } from '../apps/api/src/test/test-app';
import { loadTest, type LoadResult } from './support/load-test';
import { startTemporaryPostgres } from './support/postgres';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(label: string, databaseUrl: string | undefined): Promise<Record<string, LoadResult>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '', PORT: '0', HOST: '127.0.0.1' });
  const app = await buildApp(config, { serveWebApp: false, startWorkers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/api/researcher/load`;
  const researcher = await createSignedInUser(app.platform.database, { countryId: 32, currency: 'BRL' });
  await loadTest(url, { connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT and caches
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

const output: Record<string, unknown> = { endpoint: 'GET /api/researcher/load', connections: CONNECTIONS, seconds: SECONDS, at: new Date().toISOString() };
output.pglite = await measure('PGlite', undefined);
const postgres = startTemporaryPostgres();
if (postgres) {
  try {
    output.postgres = await measure('PostgreSQL', postgres.url);
  } finally {
    postgres.stop();
  }
} else {
  console.log('PostgreSQL: not installed here; set BENCH_DATABASE_URL to measure it');
}
writeFileSync(new URL('./results/load.json', import.meta.url), JSON.stringify(output, null, 2) + '\n');

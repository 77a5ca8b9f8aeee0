// Budget: /metrics adds less than 2 % to the cost of a request. The application load (GET /api/researcher/load,
// signed in, 16 connections) is served by two apps in this one process, one with the request metrics and one
// without, measured in turns (ABAB…) so a busy machine disturbs both alike. The cost of a request is the server's
// CPU time per request (this process's, autocannon runs in its own), steadier than latency on a shared machine;
// the overhead is the difference of the lowest figures of each (the turns least disturbed by the machine's other
// work; the medians are reported too). A microbenchmark of the hook's own work (one histogram
// observation with its labels) gives the same figure from below.
// Run with `npm run bench -- metrics-overhead` (BENCH_SECONDS per turn, default 6; BENCH_ROUNDS, default 4).
// Results go to bench/results/metrics-overhead.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';
import { createMetrics } from '../apps/api/src/platform/metrics/metrics';
import { createSignedInUser } from '../apps/api/src/test/test-app';
import { loadTest } from './support/load-test';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const BUDGET = 0.02;

async function start(requestMetrics: boolean): Promise<{ app: FastifyInstance; url: string; cookie: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-bench-metrics-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
  });
  const app = await buildApp(config, { serveWebApp: false, startWorkers: false, requestMetrics });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const researcher = await createSignedInUser(app.platform.database, { countryId: 32, currency: 'BRL' });
  return { app, url: `http://127.0.0.1:${address.port}/api/researcher/load`, cookie: researcher.cookie };
}

/** Server CPU microseconds per request over one load run. */
async function cpuPerRequest(
  target: { url: string; cookie: string },
  seconds: number,
): Promise<{ cpuUs: number; rps: number; p99Ms: number; errors: number }> {
  const before = process.cpuUsage();
  const result = await loadTest(target.url, { connections: CONNECTIONS, seconds, headers: { cookie: target.cookie } });
  const used = process.cpuUsage(before);
  return {
    cpuUs: (used.user + used.system) / Math.max(1, result.requests),
    rps: result.requestsPerSecond,
    p99Ms: result.p99Ms,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const withMetrics = await start(true);
const without = await start(false);
for (const target of [withMetrics, without])
  await loadTest(target.url, { connections: CONNECTIONS, seconds: 2, headers: { cookie: target.cookie } }); // warm-up

const runs: { with: Awaited<ReturnType<typeof cpuPerRequest>>[]; without: Awaited<ReturnType<typeof cpuPerRequest>>[] } = {
  with: [],
  without: [],
};
for (let round = 0; round < ROUNDS; round++) {
  // Alternate which goes first, so a trend in the machine's load favours neither.
  const order = round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
  for (const variant of order) {
    const run = await cpuPerRequest(variant === 'with' ? withMetrics : without, SECONDS);
    runs[variant].push(run);
    console.log(
      `round ${round + 1} ${variant.padEnd(7)} ${run.cpuUs.toFixed(0).padStart(5)} µs CPU/request  ${String(run.rps).padStart(5)} req/s  p99 ${run.p99Ms} ms  errors ${run.errors}`,
    );
  }
}
await withMetrics.app.close();
await without.app.close();

// The hook's own work, alone: one observation per request, with a route label among a realistic few dozen.
const metrics = createMetrics({ processMetrics: false });
const routes = Array.from({ length: 40 }, (_, n) => `/api/feature-${n}/:id`);
const OBSERVATIONS = 1_000_000;
for (let n = 0; n < 100_000; n++) metrics.observeRequest('GET', routes[n % 40] ?? '', 200, 0.001);
const microStarted = process.hrtime.bigint();
for (let n = 0; n < OBSERVATIONS; n++)
  metrics.observeRequest('GET', routes[n % 40] ?? '', n % 50 === 0 ? 404 : 200, 0.001 + (n % 7) / 1000);
const hookUs = Number(process.hrtime.bigint() - microStarted) / 1000 / OBSERVATIONS;

const lowest = (values: number[]) => Math.min(...values);
const cpuWith = lowest(runs.with.map((run) => run.cpuUs));
const cpuWithout = lowest(runs.without.map((run) => run.cpuUs));
const medianWith = median(runs.with.map((run) => run.cpuUs));
const medianWithout = median(runs.without.map((run) => run.cpuUs));
const overhead = (cpuWith - cpuWithout) / cpuWithout;
const hookShare = hookUs / cpuWithout;
const clean = [...runs.with, ...runs.without].every((run) => run.errors === 0);
const within = Math.max(overhead, hookShare) < BUDGET && clean;
console.log(
  `lowest CPU per request: ${cpuWith.toFixed(0)} µs with metrics, ${cpuWithout.toFixed(0)} µs without: ${(overhead * 100).toFixed(2)} % (budget < ${BUDGET * 100} %); medians ${medianWith.toFixed(0)} and ${medianWithout.toFixed(0)} µs`,
);
console.log(
  `the hook alone: ${hookUs.toFixed(2)} µs per request = ${(hookShare * 100).toFixed(2)} % of a request's CPU: ${within ? 'within budget' : 'OVER BUDGET'}`,
);

writeFileSync(
  new URL('./results/metrics-overhead.json', import.meta.url),
  `${JSON.stringify({ endpoint: 'GET /api/researcher/load (signed in)', connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, at: new Date().toISOString(), runs, lowestCpuUsPerRequest: { with: cpuWith, without: cpuWithout }, medianCpuUsPerRequest: { with: medianWith, without: medianWithout }, overheadPercent: overhead * 100, hookUsPerRequest: hookUs, hookPercent: hookShare * 100, budgetPercent: BUDGET * 100, withinBudget: within }, null, 2)}\n`,
);
if (!within) process.exitCode = 1;

// Budget of the visitor's application load: GET /api/researcher/load without a session, at 32 connections,
// measured beside a bare Fastify route that sends the same bytes pre-serialized (the ceiling of this
// machine and framework). The load must reach half the bare rate or more.
// Run with `npm run bench -- visitor-load`. Results go to bench/results/visitor-load.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';
import { loadTest, type LoadResult } from './support/load-test';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_SHARE_OF_BARE = 0.5;

const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mg-bench-')), LOG_LEVEL: 'warn', DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' });
const app = await buildApp(config, { serveWebApp: false, startWorkers: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appAddress = app.server.address();
if (!appAddress || typeof appAddress === 'string') throw new Error('no address');
const loadUrl = `http://127.0.0.1:${appAddress.port}/api/researcher/load`;

// The reference: the very bytes of the visitor's answer, sent by a route that does nothing else.
const payload = Buffer.from(await (await fetch(loadUrl)).arrayBuffer());
const bare = Fastify({ logger: false });
bare.get('/load', (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
if (!bareAddress || typeof bareAddress === 'string') throw new Error('no address');
const bareUrl = `http://127.0.0.1:${bareAddress.port}/load`;

await loadTest(loadUrl, { connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT and caches
await loadTest(bareUrl, { connections: CONNECTIONS, seconds: 2 });
const results: Record<string, LoadResult> = {
  bare: await loadTest(bareUrl, { connections: CONNECTIONS, seconds: SECONDS }),
  visitor: await loadTest(loadUrl, { connections: CONNECTIONS, seconds: SECONDS }),
  visitorBrotli: await loadTest(loadUrl, { connections: CONNECTIONS, seconds: SECONDS, headers: { 'accept-encoding': 'br, gzip' } }),
};
await app.close();
await bare.close();

for (const [what, r] of Object.entries(results)) {
  console.log(`${what.padEnd(14)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors} non-2xx ${r.non2xx}`);
}
const share = results.visitor!.requestsPerSecond / results.bare!.requestsPerSecond;
const withinBudget = share >= BUDGET_SHARE_OF_BARE && results.visitor!.non2xx === 0 && results.visitor!.errors === 0;
console.log(`visitor load at ${(share * 100).toFixed(0)} % of the bare route (budget ≥ ${BUDGET_SHARE_OF_BARE * 100} %): ${withinBudget ? 'within budget' : 'OVER BUDGET'}`);
writeFileSync(
  new URL('./results/visitor-load.json', import.meta.url),
  JSON.stringify({ endpoint: 'GET /api/researcher/load (visitor)', payloadBytes: payload.length, connections: CONNECTIONS, seconds: SECONDS, at: new Date().toISOString(), ...results, shareOfBare: Number(share.toFixed(3)), budget: BUDGET_SHARE_OF_BARE, withinBudget }, null, 2) + '\n',
);
if (!withinBudget) process.exitCode = 1;

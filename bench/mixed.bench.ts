// The portal under a realistic mix of people: real API and worker processes on PostgreSQL with the demo data,
// and MIXED_USERS simulated people (200 by default) using it at once for MIXED_SECONDS (300): visitors viewing
// public pages and verifying certificates, researchers signing up or in, browsing their orders, placing orders
// with an uploaded manuscript paid by card, and downloading files. Prints requests per second, p50/p99 per
// operation, the errors, the processes' memory and the jobs run; writes bench/results/mixed.json.
// Run with `npm run bench -- mixed` (a short run: `MIXED_USERS=20 MIXED_SECONDS=20 npm run bench -- mixed`).
// The model and all settings are described in bench/README.md.
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { writeManuscriptDocx } from './support/docx-fixture';
import { Metrics } from './support/mixed-metrics';
import { live, Person, type World } from './support/mixed-person';
import { cpuSeconds, loggedErrors, residentMb, startPortal, type Portal } from './support/mixed-portal';
import { printResult, type MemoryReading, type MixedResult } from './support/mixed-report';
import { demoAccount, newAccount, researcherSession } from './support/mixed-researcher';
import { mixedSettings } from './support/mixed-settings';
import { visitorSession } from './support/mixed-visitor';

const settings = mixedSettings();
const MANUSCRIPT_WORDS = 6000;
/** One researcher in ten uses a seeded demo account (delivered orders to download); the others have their own. */
const DEMO_EVERY = 10;

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The script and style sheet the built index.html loads. */
async function webAssets(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/en/`)).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
}

/**
 * The seeded certificates the public lookup verifies (those of orders whose files are the customer's), asked
 * from an address no simulated person uses.
 */
async function verifiableCertificates(portal: Portal): Promise<string[]> {
  const codes = (await query<{ code: string }>(portal.databaseUrl, 'select code from certificates order by id limit 100')).map((row) => row.code);
  const headers = { 'x-forwarded-for': '192.0.2.1', accept: 'application/json' };
  const verified = await Promise.all(codes.map(async (code) => ((await fetch(`${portal.baseUrl}/api/certificate/${encodeURIComponent(code)}`, { headers })).ok ? code : null)));
  return verified.filter((code) => code !== null);
}

function memory(portal: Portal, startedAt: number): MemoryReading {
  return { atSeconds: Math.round((Date.now() - startedAt) / 1000), apiMb: residentMb(portal.api), workersMb: portal.workers.map(residentMb) };
}

async function run(portal: Portal): Promise<MixedResult> {
  const fixture = writeManuscriptDocx(MANUSCRIPT_WORDS);
  const certificateCodes = await verifiableCertificates(portal);
  const metrics = new Metrics();
  const visitors = Math.round(settings.users * settings.visitorShare);
  const researchers = settings.users - visitors;
  const demoResearchers = Math.ceil(researchers / DEMO_EVERY);
  const world: World = {
    baseUrl: portal.baseUrl,
    metrics,
    settings,
    endsAt: 0,
    assets: await webAssets(portal.baseUrl),
    certificateCodes,
    manuscript: { name: 'manuscript.docx', bytes: readFileSync(fixture.filePath), wordCount: fixture.wordCount },
  };
  const startedAt = Date.now();
  const start = memory(portal, startedAt);
  const cpuAtStart = [portal.api, ...portal.workers].map(cpuSeconds);
  world.endsAt = startedAt + settings.seconds * 1000;
  metrics.windowEndsAt = world.endsAt;
  console.log(`load: ${settings.users} people for ${settings.seconds} s against ${portal.baseUrl} (certificates to verify: ${certificateCodes.length}, manuscript ${fixture.wordCount} words, ${Math.round(fixture.bytes / 1024)} KB)`);

  const samples: MemoryReading[] = [start];
  let afterWarmup: MemoryReading | null = null;
  const warmup = setTimeout(() => (afterWarmup = memory(portal, startedAt)), settings.warmupSeconds * 1000);
  const sampler = setInterval(() => samples.push(memory(portal, startedAt)), 10_000);
  const people = Array.from({ length: settings.users }, (_, index) => {
    const person = new Person(world, index);
    if (index < visitors) return live(person, 'visitor', (p) => visitorSession(p));
    const demo = (index - visitors) % DEMO_EVERY === 0;
    const account = demo ? demoAccount(person) : newAccount(person);
    return live(person, demo ? 'demo researcher' : 'researcher', (p) => researcherSession(p, account, !demo));
  });
  await Promise.all(people);
  clearTimeout(warmup);
  clearInterval(sampler);
  const durationSeconds = (Date.now() - startedAt) / 1000;
  const end = memory(portal, startedAt);
  const cpuUsed = [portal.api, ...portal.workers].map((p, index) => {
    const now = cpuSeconds(p);
    const before = cpuAtStart[index];
    return now === null || before === null || before === undefined ? null : Number((now - before).toFixed(1));
  });
  const apiCpu = cpuUsed[0] ?? null;
  samples.push(end);

  const jobRows = await query<{ status: string; type: string; count: string }>(portal.databaseUrl, 'select status, type, count(*) as count from jobs group by status, type');
  const byStatus: Record<string, number> = {};
  const doneByType: Record<string, number> = {};
  for (const row of jobRows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + Number(row.count);
    if (row.status === 'done') doneByType[row.type] = Number(row.count);
  }
  const errors = metrics.errorList();
  const cpu = cpus();
  return {
    machine: { cores: cpu.length, cpuModel: cpu[0]?.model ?? 'unknown', totalMemoryMb: Math.round(totalmem() / 1024 / 1024), node: process.version, platform: `${process.platform} ${process.arch}` },
    at: new Date(startedAt).toISOString(),
    settings: { ...settings, visitors, researchers, demoResearchers },
    durationSeconds: Number(durationSeconds.toFixed(1)),
    requests: metrics.total,
    requestsPerSecond: Number((metrics.total / durationSeconds).toFixed(1)),
    windowRequestsPerSecond: Number((metrics.inWindow / settings.seconds).toFixed(1)),
    overall: metrics.overall(),
    sessions: metrics.sessions(),
    operations: metrics.operations(),
    errors,
    errorCount: errors.reduce((sum, e) => sum + e.count, 0),
    memory: { start, afterWarmup, end, samples },
    cpu: { apiSeconds: apiCpu, workersSeconds: cpuUsed.slice(1), apiMsPerRequest: apiCpu === null || metrics.total === 0 ? null : Number(((apiCpu * 1000) / metrics.total).toFixed(2)) },
    jobs: { byStatus, doneByType },
    serverLoggedErrors: [portal.api, ...portal.workers].map((p) => {
      const lines = loggedErrors(p);
      return { process: p.name, count: lines.length, examples: lines.slice(0, 3).map((line) => line.slice(0, 2000)) };
    }),
  };
}

console.log(`starting PostgreSQL, the API process and ${settings.workers} worker(s)…`);
const portal = await startPortal(settings.workers);
let result: MixedResult;
try {
  result = await run(portal);
} finally {
  await portal.stop();
}
printResult(result);
writeFileSync(new URL('./results/mixed.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
console.log(`\nwritten to bench/results/mixed.json; the processes' logs are in ${portal.logDir}`);
if (result.errorCount > 0 || result.serverLoggedErrors.some((logged) => logged.count > 0)) process.exitCode = 1;

// Budget of a first visit: the bytes a browser receives over the wire (encoded, headers included) for
// /en/ with an empty cache — HTML, scripts, styles, fonts and the application load — at most 200 KB.
// Measured in Chromium (Chrome DevTools Protocol network events) against the real server serving the
// web build: run `npm run build` first. Run with `npm run bench -- first-visit`.
// Results go to bench/results/first-visit.json.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';

const BUDGET_BYTES = 200 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) throw new Error('no web build: run `npm run build` first');
const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mg-bench-')), LOG_LEVEL: 'warn', DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', WEB_DIST: dist });
const app = await buildApp(config, { serveWebApp: true, startWorkers: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const origin = `http://127.0.0.1:${address.port}`;

interface Received {
  url: string;
  type: string;
  status: number;
  encoding: string;
  bytes: number;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const received: Received[] = [];
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const pending = new Map<string, Omit<Received, 'bytes'>>();
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    pending.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other', status: event.response.status, encoding: headers['content-encoding'] ?? 'identity' });
  });
  // encodedDataLength: every byte that came over the connection for the request, headers included.
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) received.push({ ...response, bytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${origin}/en/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
} finally {
  await browser.close();
  await app.close();
}

const total = received.reduce((sum, r) => sum + r.bytes, 0);
const byType: Record<string, number> = {};
for (const r of received) byType[r.type] = (byType[r.type] ?? 0) + r.bytes;
for (const r of [...received].sort((a, b) => b.bytes - a.bytes)) {
  console.log(`${String(r.bytes).padStart(8)} B  ${r.type.padEnd(10)} ${r.encoding.padEnd(8)} ${r.status}  ${r.url.replace(origin, '')}`);
}
const withinBudget = total <= BUDGET_BYTES && received.length > 0 && received.every((r) => r.status < 400);
console.log(`first visit to /en/: ${received.length} responses, ${(total / 1024).toFixed(1)} KB over the wire (budget ≤ ${BUDGET_BYTES / 1024} KB): ${withinBudget ? 'within budget' : 'OVER BUDGET'}`);
writeFileSync(
  new URL('./results/first-visit.json', import.meta.url),
  JSON.stringify({ page: '/en/', at: new Date().toISOString(), totalBytes: total, budgetBytes: BUDGET_BYTES, withinBudget, byType, responses: received.map((r) => ({ ...r, url: r.url.replace(origin, '') })) }, null, 2) + '\n',
);
if (!withinBudget) process.exitCode = 1;

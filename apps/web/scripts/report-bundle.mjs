#!/usr/bin/env node
// Measures the JavaScript a first visit downloads before the page is usable and checks it against the
// budget: the entry chunk, every chunk it imports statically (module-preloaded by index.html), and what
// the landing page (/{lang}, the usual first page) needs on top: its lazy route module with its static
// imports and its English translation namespace. Sizes are gzip level 9 of the built files.
//   node scripts/report-bundle.mjs            prints a table, writes dist/bundle-report.json
// Exits 1 when the total is over budget (or the build is missing).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

// The product's budget for what a first visit downloads before the page is usable.
const BUDGET_KB = 170;
/** Route modules a first visit to the landing page downloads besides the entry. */
const LANDING_MODULES = ['src/features/landing/landing-page.tsx', 'src/locales/en/landing.json', 'src/lib/locale-tables/en.ts'];

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`✖ ${manifestPath} is missing: run "vite build" first (build.manifest must be true).`);
  process.exit(1);
}

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; src?: string }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('✖ the manifest has no entry chunk');
  process.exit(1);
}

/** key → why it is downloaded; the first reason wins (the entry's imports before the landing route's). */
const reasons = new Map();
function collect(key, reason) {
  if (reasons.has(key) || !manifest[key]) return;
  reasons.set(key, reason);
  for (const imported of manifest[key].imports ?? []) collect(imported, reason === 'entry' ? 'entry import' : `${reason} import`);
}

collect(entryKey, 'entry');
for (const key of LANDING_MODULES) {
  if (!manifest[key]) {
    console.error(`✖ ${key} is not in the manifest: has the landing route moved? Update LANDING_MODULES.`);
    process.exit(1);
  }
  collect(key, key.endsWith('.json') ? 'landing strings' : 'landing route');
}

const rows = [...reasons].map(([key, reason]) => {
  const file = manifest[key].file;
  const content = readFileSync(join(dist, file));
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
  return { file, source: manifest[key].src ?? key, reason, bytes: content.length, gzipBytes: gzip };
});
rows.sort((a, b) => b.gzipBytes - a.gzipBytes);

const kb = (bytes) => (bytes / 1000).toFixed(1);
const totalGzip = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.bytes, 0);
const fileWidth = Math.max(...rows.map((row) => row.file.length), 4);
const reasonWidth = Math.max(...rows.map((row) => row.reason.length), 6);

console.log(`\n${'file'.padEnd(fileWidth)}  ${'reason'.padEnd(reasonWidth)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
console.log(`${'-'.repeat(fileWidth)}  ${'-'.repeat(reasonWidth)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`);
for (const row of rows) {
  console.log(`${row.file.padEnd(fileWidth)}  ${row.reason.padEnd(reasonWidth)}  ${kb(row.bytes).padStart(8)}  ${kb(row.gzipBytes).padStart(8)}`);
}
console.log(`${'-'.repeat(fileWidth)}  ${'-'.repeat(reasonWidth)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`);
console.log(`${'total'.padEnd(fileWidth)}  ${''.padEnd(reasonWidth)}  ${kb(totalRaw).padStart(8)}  ${kb(totalGzip).padStart(8)}\n`);

const firstVisitKb = Number(kb(totalGzip));
const withinBudget = totalGzip <= BUDGET_KB * 1000;
console.log(`first-visit JS: ${kb(totalGzip)} KB gzip (budget ${BUDGET_KB} KB)`);

writeFileSync(
  join(dist, 'bundle-report.json'),
  `${JSON.stringify(
    {
      firstVisitJsGzipKb: firstVisitKb,
      firstVisitJsGzipBytes: totalGzip,
      firstVisitJsRawBytes: totalRaw,
      budgetKb: BUDGET_KB,
      withinBudget,
      gzipLevel: 9,
      kbIs: '1000 bytes',
      chunks: rows,
    },
    null,
    2,
  )}\n`,
);

if (!withinBudget) {
  console.error(`✖ over budget by ${kb(totalGzip - BUDGET_KB * 1000)} KB: keep heavy code out of the entry (lazy routes, per-component imports).`);
  process.exit(1);
}

// Performance budget of the order form: word count and language of a 50-page .docx in under 1 second from
// upload to answer. Measured end to end as the order form does it: the upload is checked and streamed
// into disk storage (storeUpload), then analysed from storage in a worker thread (analyseStoredDocument:
// copy, zip guard, mammoth, count, language). The job queue's pick-up delay and HTTP are not included.
// Three series: "cold" starts a new worker for every document (start-up and unoptimised code included),
// as for the first upload after a quiet spell without prewarming; "prewarmed" gives each document a
// worker booted beforehand (analysisWorkers.prewarm()) but never used, as for the first upload after
// the server starts; "warm" is the steady state, where the worker that answered the previous upload
// (a second earlier) is reused.
// Run with `npm run bench -- document-details` (or `npx tsx bench/document-details.bench.ts`).
// Results go to bench/results/document-details.json.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETTING_DEFAULTS } from '../apps/api/src/platform/db/seed/data/settings';
import { analysisWorkers } from '../apps/api/src/platform/documents/analysis-workers';
import { analyseStoredDocument } from '../apps/api/src/platform/documents/document-analysis';
import { createDiskStorage } from '../apps/api/src/platform/storage/disk-storage';
import { storeUpload } from '../apps/api/src/platform/uploads/upload-stream';
import { writeManuscriptDocx } from './support/docx-fixture';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUDGET_MS = 1000;

const fixture = writeManuscriptDocx();
const storage = createDiskStorage(mkdtempSync(join(tmpdir(), 'mg-bench-files-')));
const rule = SETTING_DEFAULTS.allowedFileTypes.main;

async function uploadToAnswer(run: number, reuseWorker: boolean): Promise<{ ms: number; wordCount: number; language: string | null }> {
  const started = performance.now();
  const stored = await storeUpload({
    storage,
    key: `bench/${run}/manuscript.docx`,
    fileName: 'manuscript.docx',
    source: createReadStream(fixture.filePath),
    rule,
    maxBytes: 200 * 1024 * 1024,
  });
  const details = await analyseStoredDocument(
    { storage, key: stored.key, fileName: 'manuscript.docx', contentType: stored.contentType },
    { reuseWorker },
  );
  const ms = performance.now() - started;
  if (!details) throw new Error('no details for the manuscript');
  return { ms, wordCount: details.wordCount, language: details.languageIsoCode };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted[sorted.length - 1]!),
  };
};

async function series(reuseWorker: boolean, pauseMs: number, before?: () => Promise<void>) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await before?.();
    runs.push(await uploadToAnswer(run, reuseWorker));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return runs;
}

await uploadToAnswer(-1, false); // warm-up: tsx's transform cache and the disk cache, as on a running server
const cold = await series(false, 0);
const prewarmed = await series(false, 0, async () => {
  analysisWorkers.prewarm();
  await new Promise((resolve) => setTimeout(resolve, 1500));
});
await uploadToAnswer(-2, true); // the worker the warm series reuses
const warm = await series(true, 1000);
await analysisWorkers.close();
const coldSummary = summary(cold.map((r) => r.ms));
const prewarmedSummary = summary(prewarmed.map((r) => r.ms));
const warmSummary = summary(warm.map((r) => r.ms));
const result = {
  bench: 'document-details',
  at: new Date().toISOString(),
  document: { words: fixture.wordCount, bytes: fixture.bytes, pages: 50 },
  detected: { wordCount: cold[0]!.wordCount, languageIsoCode: cold[0]!.language },
  runs: RUNS,
  cold: coldSummary,
  prewarmed: prewarmedSummary,
  warm: warmSummary,
  budgetMs: BUDGET_MS,
  withinBudget: { cold: coldSummary.p95Ms < BUDGET_MS, prewarmed: prewarmedSummary.p95Ms < BUDGET_MS, warm: warmSummary.p95Ms < BUDGET_MS },
};
console.log(JSON.stringify(result));
writeFileSync(new URL('./results/document-details.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
rmSync(join(fixture.filePath, '..'), { recursive: true, force: true });
if (result.detected.wordCount !== fixture.wordCount) {
  console.error(`word count ${result.detected.wordCount} differs from the ${fixture.wordCount} words written`);
  process.exitCode = 1;
}

// Speed and memory of the language engine on a 10,000-word manuscript of varied scientific prose (the
// sentences of the team's development sets, ~150 words a paragraph, errors and all), as checkText runs it:
//   cold — a new worker: Harper's WebAssembly compiled, the dictionaries and tagger loaded, the warm-up
//          pass run, then the document checked (the first check after the server starts, unprewarmed);
//   warm — the same worker, further documents (median of BENCH_RUNS, default 5);
//   memory — the process's resident memory before the engine started and with its worker warm.
// Run: `npm run bench -- language-engine`. Results go to bench/results/language-engine.json.
import { writeFileSync } from 'node:fs';
import { checkText, closeLanguageEngine } from '../apps/api/src/platform/language/language-engine';
import { readGecRows } from '../apps/api/src/platform/language/eval/gec-evaluation';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SETS_DIR = new URL('../apps/api/src/platform/language/eval/sets/', import.meta.url).pathname;

function manuscript(words: number): string[] {
  const sentences = [...readGecRows(`${SETS_DIR}team-dev.jsonl`), ...readGecRows(`${SETS_DIR}team-test.jsonl`)].map((row) => row.src);
  const paragraphs: string[] = [];
  let current: string[] = [];
  let count = 0;
  let length = 0;
  for (let i = 0; count < words; i++) {
    const sentence = sentences[i % sentences.length]!;
    current.push(sentence);
    const n = sentence.split(/\s+/).length;
    count += n;
    length += n;
    if (length >= 150) {
      paragraphs.push(current.join(' '));
      current = [];
      length = 0;
    }
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs;
}

const mb = (bytes: number) => Math.round(bytes / 1e6);
const paragraphs = manuscript(10_000);
const rssBefore = process.memoryUsage().rss;
try {
  let started = performance.now();
  const cold = await checkText({ paragraphs });
  const coldMs = performance.now() - started;
  console.log(`cold: ${Math.round(coldMs)} ms for ${cold.wordCount} words (${cold.findings.length} findings)`);
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    await checkText({ paragraphs });
    warm.push(performance.now() - started);
  }
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)]!;
  const rssWarm = process.memoryUsage().rss;
  console.log(`warm: median ${Math.round(median)} ms (min ${Math.round(warm[0]!)}, max ${Math.round(warm[warm.length - 1]!)})`);
  console.log(`memory: ${mb(rssBefore)} MB before the engine, ${mb(rssWarm)} MB with its worker warm (+${mb(rssWarm - rssBefore)} MB)`);
  writeFileSync(
    new URL('./results/language-engine.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), words: cold.wordCount, paragraphs: paragraphs.length, coldMs: Math.round(coldMs), warmMs: warm.map(Math.round), warmMedianMs: Math.round(median), rssBeforeMb: mb(rssBefore), rssWarmMb: mb(rssWarm), addedMb: mb(rssWarm - rssBefore) }, null, 2)}\n`,
  );
} finally {
  await closeLanguageEngine();
}

// Translation quality over a development or held-out set (JSON lines: {"lang": "es"|"pt"|"zh", "src", "ref"}):
//   MT_SET=/path/to/set.jsonl npm run bench -- translation-quality
// Per language, corpus-level chrF2, BLEU-4 (13a) and kept tokens (bench/support/mt-metrics.ts), for the raw
// engine (segments sent as they are) and for the portal's translation (masking, English numbers, glossary).
// Chinese is measured only when TRANSLATION_ENGINE_URL points at an engine for it. Figures: bench/results/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createTranslationEngines, glossaryFor } from '../apps/api/src/platform/translation/engines';
import { translateSegments } from '../apps/api/src/platform/translation/segment-translator';
import type { SourceLanguage, TranslationEngine } from '../apps/api/src/platform/translation/translation-engine';
import { corpusBleu, corpusChrF, keptTokens } from './support/mt-metrics';

interface Row {
  lang: SourceLanguage;
  src: string;
  ref: string;
}

const path = process.env.MT_SET;
if (!path) {
  console.log('translation-quality: set MT_SET to a JSON-lines file of {lang, src, ref}; skipped.');
  process.exit(0);
}
const rows: Row[] = readFileSync(path, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Row);

const engines = createTranslationEngines({
  engineUrl: process.env.TRANSLATION_ENGINE_URL ?? null,
  engineKey: process.env.TRANSLATION_ENGINE_KEY ?? null,
  httpSources: null,
  apertiumCommand: 'apertium',
  apertiumModesDir: '/usr/share/apertium/modes',
  timeoutMs: 120_000,
});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function score(set: Row[], outputs: string[]) {
  let demanded = 0;
  let kept = 0;
  const missing: string[] = [];
  outputs.forEach((output, index) => {
    const row = set[index]!;
    const result = keptTokens(row.src, row.ref, output);
    demanded += result.demanded;
    kept += result.kept;
    missing.push(...result.missing);
  });
  const refs = set.map((row) => row.ref);
  return {
    chrF: Number(corpusChrF(outputs, refs).toFixed(1)),
    bleu: Number(corpusBleu(outputs, refs).toFixed(1)),
    keptTokens: Number(((100 * kept) / Math.max(1, demanded)).toFixed(1)),
    tokens: demanded,
    missing,
  };
}

const results: Record<string, unknown> = {};
for (const lang of ['es', 'pt', 'zh'] as const) {
  const set = rows.filter((row) => row.lang === lang);
  if (set.length === 0) continue;
  const pair = { source: lang, target: 'en' as const };
  const engine: TranslationEngine | null = engines.engineFor(pair);
  if (!engine || !(await engines.availability(pair)).available) {
    console.log(`${lang}: ${set.length} sentences, no engine for it here (Chinese needs TRANSLATION_ENGINE_URL); skipped`);
    results[lang] = { sentences: set.length, skipped: 'no engine' };
    continue;
  }
  const raw = (await engine.translate(set.map((row) => escape(row.src)), pair)).map(unescape);
  const started = performance.now();
  const ours = (await translateSegments(engine, pair, set.map((row) => [{ text: row.src, mark: 0 }]), glossaryFor(lang))).map((pieces) => pieces.map((piece) => piece.text).join(''));
  const seconds = (performance.now() - started) / 1000;
  const rawScore = score(set, raw);
  const ourScore = score(set, ours);
  results[lang] = { sentences: set.length, engine: engine.name, raw: rawScore, ours: ourScore, seconds: Number(seconds.toFixed(2)) };
  console.log(`${lang} (${engine.name}, ${set.length} sentences)`);
  console.log(`  raw engine     chrF ${rawScore.chrF}  BLEU ${rawScore.bleu}  kept tokens ${rawScore.keptTokens}% of ${rawScore.tokens}`);
  console.log(`  portal         chrF ${ourScore.chrF}  BLEU ${ourScore.bleu}  kept tokens ${ourScore.keptTokens}% of ${ourScore.tokens}${ourScore.missing.length ? `  (lost: ${ourScore.missing.join(', ')})` : ''}`);
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/translation-quality.json', import.meta.url), `${JSON.stringify({ set: path.split('/').at(-1), at: new Date().toISOString(), results }, null, 2)}\n`);

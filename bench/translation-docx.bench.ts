// A 10,000-word manuscript translated end to end, .docx in and .docx out (platform/translation):
//   npm run bench -- translation-docx
// Spanish (Apertium, direct) must take ≤ 5 s and Portuguese (Apertium through Spanish) ≤ 8 s on 2 cores.
// The manuscripts are generated (seeded) from sentences of methods and results sections, with headings,
// a results table and Word's own heavy run markup; the time includes unzipping, reading every paragraph,
// masking, the engine, restoring, rebuilding the runs and zipping again. Figures: bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildDocx, type DocxBlock } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { countWords } from '../apps/api/src/platform/documents/word-count';
import { readDocxText } from '../apps/api/src/platform/docx/docx-package';
import { translateWordDocument } from '../apps/api/src/platform/translation/document-translation';
import { createTranslationEngines, glossaryFor, type TranslationConfig } from '../apps/api/src/platform/translation/engines';
import { translateDocumentInWorker } from '../apps/api/src/platform/translation/translation-worker';
import { seededRandom } from '../apps/api/src/test/seeded-random';

const SENTENCES = {
  es: [
    'Se incluyeron {n} pacientes adultos atendidos en el servicio de cardiología entre {y} y {y2}.',
    'La edad media fue de {d} ± {d2} años y el {p} % eran mujeres.',
    'Las muestras se centrifugaron a {n} rpm durante {m} min y el sobrenadante se almacenó a −80 °C.',
    'La concentración de glucosa disminuyó significativamente en el grupo tratado (p < 0,{m}).',
    'El análisis de regresión logística mostró una asociación independiente con la edad (OR = {d}; IC del 95 %: {d}–{d2}).',
    'Los resultados concuerdan con estudios previos realizados en poblaciones latinoamericanas [{m}].',
    'El rendimiento del catalizador aumentó un {p} % al elevar la temperatura de reacción a {n} °C.',
    'Los datos se analizaron con el programa R versión 4.{m} y se consideró significativo un valor de p inferior a 0,05.',
  ],
  pt: [
    'Foram incluídos {n} participantes acompanhados em unidades básicas de saúde entre {y} e {y2}.',
    'A média de idade foi de {d} ± {d2} anos e {p}% eram mulheres.',
    'As amostras foram centrifugadas a {n} rpm por {m} min e armazenadas a −80 °C.',
    'A concentração de nitrato reduziu significativamente no grupo tratado (p < 0,{m}).',
    'A análise de regressão logística mostrou associação independente com a idade (OR = {d}; IC95%: {d}–{d2}).',
    'Os resultados estão de acordo com estudos anteriores realizados em populações brasileiras [{m}].',
    'A produtividade do milho aumentou {p}% com a aplicação de {n} kg/ha de nitrogênio.',
    'Os dados foram analisados no programa R versão 4.{m}, considerando significativo p inferior a 0,05.',
  ],
};

function manuscript(lang: 'es' | 'pt', words: number): Buffer {
  const random = seededRandom(lang === 'es' ? 7 : 11);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const fill = (template: string) =>
    template
      .replace(/\{n\}/g, () => String(int(20, 900)))
      .replace(/\{y\}/g, () => String(int(2010, 2016)))
      .replace(/\{y2\}/g, () => String(int(2017, 2023)))
      .replace(/\{d\}/g, () => `${int(1, 70)},${int(0, 9)}`)
      .replace(/\{d2\}/g, () => `${int(1, 20)},${int(0, 9)}`)
      .replace(/\{p\}/g, () => String(int(5, 95)))
      .replace(/\{m\}/g, () => String(int(1, 30)));
  const blocks: DocxBlock[] = [];
  let count = 0;
  let section = 0;
  while (count < words) {
    if (count >= section * 2500) {
      blocks.push({ heading: lang === 'es' ? `Sección ${section + 1}` : `Seção ${section + 1}` });
      blocks.push({ table: [['Variable', 'Valor'], [lang === 'es' ? 'Edad media' : 'Idade média', `${int(30, 70)},${int(0, 9)} años`]] });
      section += 1;
    }
    const paragraph = Array.from({ length: 5 }, () => fill(SENTENCES[lang][int(0, SENTENCES[lang].length - 1)]!)).join(' ');
    blocks.push({ paragraph });
    count += countWords(paragraph);
  }
  return buildDocx(blocks, { wordLikeMarkup: true });
}

const config: TranslationConfig = { engineUrl: null, engineKey: null, httpSources: null, apertiumCommand: 'apertium', apertiumModesDir: '/usr/share/apertium/modes', timeoutMs: 120_000 };
const engines = createTranslationEngines(config);
const results: Record<string, unknown> = {};
for (const [lang, budget] of [['es', 5], ['pt', 8]] as const) {
  const pair = { source: lang, target: 'en' as const };
  const engine = engines.engineFor(pair);
  if (!engine || !(await engines.availability(pair)).available) {
    console.log(`${lang}: Apertium is not installed here; skipped`);
    continue;
  }
  const docx = manuscript(lang, 10_000);
  const words = (await readDocxText(docx)).flatMap((part) => part.paragraphs).reduce((sum, p) => sum + countWords(p.pieces.map((piece) => piece.text).join('')), 0);
  const runs: number[] = [];
  let size = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const english = await translateWordDocument({ bytes: docx, kind: 'docx' }, engine, pair, glossaryFor(lang));
    runs.push((performance.now() - started) / 1000);
    size = english.length;
  }
  const median = [...runs].sort((a, b) => a - b)[1]!;
  // As the job runs it: in a worker thread of its own, started for the document (its start-up included).
  const started = performance.now();
  await translateDocumentInWorker({ bytes: docx, kind: 'docx' }, pair, config);
  const inWorker = (performance.now() - started) / 1000;
  results[lang] = { words, seconds: runs.map((s) => Number(s.toFixed(2))), median: Number(median.toFixed(2)), inWorker: Number(inWorker.toFixed(2)), budget, bytesIn: docx.length, bytesOut: size };
  console.log(`${lang}: ${words} words, median ${median.toFixed(2)} s of 3 (${runs.map((s) => s.toFixed(2)).join(', ')}); in the job's worker thread ${inWorker.toFixed(2)} s; budget ${budget} s ${Math.max(median, inWorker) <= budget ? '✓' : '✗ over budget'}`);
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/translation-docx.json', import.meta.url), `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);

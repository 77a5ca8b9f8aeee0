// Quality of the language engine on development sets of scientific sentences (one JSON object per line:
// {"src", "gold", "type"}; "correct" rows have gold = src). Three figures per set and per error type, never one:
//   fixed   — erroneous rows whose output, with the findings the engine applies by itself, equals gold;
//   damaged — correct rows the engine changed in any way;
//   flagged — erroneous rows where some finding (applied or suggested) covers the error's span.
// The engine runs as the portal runs it: checkText, its worker pool, Harper and the measured policy.
// Run: `npm run bench -- grammar-quality [SET.jsonl …]` (default: the team's sets in
// apps/api/src/platform/language/eval/sets/). Results go to bench/results/grammar-quality.json.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { checkText, closeLanguageEngine } from '../apps/api/src/platform/language/language-engine';
import { evaluateGec, readGecRows } from '../apps/api/src/platform/language/eval/gec-evaluation';

const SETS_DIR = new URL('../apps/api/src/platform/language/eval/sets/', import.meta.url).pathname;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [`${SETS_DIR}team-dev.jsonl`, `${SETS_DIR}team-test.jsonl`];

const results: Record<string, unknown> = {};
try {
  for (const path of paths) {
    const rows = readGecRows(path);
    const started = performance.now();
    const report = await evaluateGec(rows, (text) => checkText({ paragraphs: [text] }));
    const seconds = (performance.now() - started) / 1000;
    console.log(`${basename(path)} (${rows.length} rows, ${seconds.toFixed(1)} s): fixed ${report.fixed}/${report.erroneous}, damaged ${report.damaged}/${report.correct}, flagged ${report.flagged}/${report.erroneous}`);
    for (const [type, figures] of Object.entries(report.byType).sort()) {
      console.log(`  ${type.padEnd(12)} ${type === 'correct' ? `damaged ${figures.damaged}/${figures.rows}` : `fixed ${figures.fixed}/${figures.rows}, flagged ${figures.flagged}/${figures.rows}`}`);
    }
    const damaged = report.outcomes.filter((o) => o.damaged).map((o) => ({ src: o.row.src, output: o.output }));
    results[basename(path)] = { rows: rows.length, fixed: report.fixed, erroneous: report.erroneous, damaged: report.damaged, correct: report.correct, flagged: report.flagged, byType: report.byType, damagedRows: damaged };
  }
  writeFileSync(new URL('./results/grammar-quality.json', import.meta.url), `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
} finally {
  await closeLanguageEngine();
}

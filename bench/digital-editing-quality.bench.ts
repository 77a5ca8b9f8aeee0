// The language engine's corrections through the .docx path of digital editing, on development sets of scientific
// sentences (one JSON object per line: {"src", "gold", "type"}; "correct" rows have gold = src):
//   npm run bench -- digital-editing-quality [SET.jsonl …]   (default: the team's sets in platform/language/eval/sets/)
// Each source sentence becomes a one-paragraph .docx with Word's heavy run markup; the edit is planned as the job
// plans it (planRevisions: 'apply' findings become revisions, the rest comments) and written as tracked changes.
// Two checks per set, beside the engine's own figure (its 'apply' findings on the plain sentence, as the
// grammar-quality benchmark counts them):
//   accept all — the erroneous rows whose "Accept all" gives gold must be at least as many as the engine fixes;
//   reject all — every row's "Reject all" must give its source sentence back exactly.
// Results go to bench/results/digital-editing-quality.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { openRevisableDocx } from '../apps/api/src/platform/docx/revisions/revisable-docx';
import { acceptRevisions, rejectRevisions, reviewedTexts } from '../apps/api/src/platform/docx/revisions/test-support/revision-review';
import { checkText, closeLanguageEngine } from '../apps/api/src/platform/language/language-engine';
import { applyFindings, readGecRows } from '../apps/api/src/platform/language/eval/gec-evaluation';
import { planRevisions } from '../apps/api/src/features/digital-editing/edit-plan';
import { commentWriter } from '../apps/api/src/features/digital-editing/edit-comments';
import { REVISION_AUTHOR } from '../apps/api/src/features/digital-editing/edit-job.service';

const SETS_DIR = new URL('../apps/api/src/platform/language/eval/sets/', import.meta.url).pathname;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [`${SETS_DIR}team-dev.jsonl`, `${SETS_DIR}team-test.jsonl`];
const comment = commentWriter('en');
const options = { author: REVISION_AUTHOR, initials: 'MAE', date: new Date('2026-01-01T00:00:00Z') };

const results: Record<string, unknown> = {};
let failed = false;
try {
  for (const path of paths) {
    const rows = readGecRows(path);
    let erroneous = 0;
    let engineFixed = 0;
    let docxFixed = 0;
    let rejectedBack = 0;
    const lost: { src: string; engine: string; docx: string }[] = [];
    const notBack: string[] = [];
    const started = performance.now();
    for (const row of rows) {
      const isCorrect = row.type === 'correct' || row.src === row.gold;
      const docx = buildDocx([{ paragraph: row.src }], { wordLikeMarkup: true });
      const revisable = await openRevisableDocx(docx);
      const result = await checkText({ paragraphs: revisable.paragraphs.map((p) => (p.fullyProtected ? '' : p.text)) });
      const plan = planRevisions(result.findings, comment);
      const edited = revisable.write(plan.edits, plan.comments, options).docx;
      const accepted = reviewedTexts(edited, (xml) => acceptRevisions(xml, REVISION_AUTHOR))['word/document.xml']!.join('\n');
      const rejected = reviewedTexts(edited, (xml) => rejectRevisions(xml, REVISION_AUTHOR))['word/document.xml']!.join('\n');
      if (rejected === row.src) rejectedBack++;
      else notBack.push(row.src);
      if (isCorrect) continue;
      erroneous++;
      const engine = applyFindings(row.src, result.findings);
      if (engine === row.gold) engineFixed++;
      if (accepted === row.gold) docxFixed++;
      else if (engine === row.gold) lost.push({ src: row.src, engine, docx: accepted });
    }
    const seconds = (performance.now() - started) / 1000;
    const ok = docxFixed >= engineFixed && rejectedBack === rows.length;
    failed ||= !ok;
    console.log(`${basename(path)} (${rows.length} rows, ${seconds.toFixed(1)} s): accept all gives gold ${docxFixed}/${erroneous} (the engine alone ${engineFixed}) ${docxFixed >= engineFixed ? '✓' : '✗'}; reject all gives the source ${rejectedBack}/${rows.length} ${rejectedBack === rows.length ? '✓' : '✗'}`);
    for (const each of lost) console.log(`  lost in the .docx: ${each.src}\n    engine: ${each.engine}\n    docx:   ${each.docx}`);
    for (const src of notBack) console.log(`  not given back: ${src}`);
    results[basename(path)] = { rows: rows.length, erroneous, engineFixed, acceptAllGivesGold: docxFixed, rejectAllGivesSource: rejectedBack, lost, notGivenBack: notBack };
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/digital-editing-quality.json', import.meta.url), `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
  if (failed) process.exitCode = 1;
} finally {
  await closeLanguageEngine();
}

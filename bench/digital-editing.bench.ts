// A 10,000-word manuscript edited end to end, as a researcher does it (features/digital-editing):
//   npm run bench -- digital-editing
// Upload → tracked-changes .docx ready must take ≤ 5 s with a warm engine, on 2 cores. The time runs from the
// upload request (type, encryption, zip-bomb, word-count and language checks in their worker) to the finished
// job (the package opened in its own worker thread, the language engine on every paragraph, the revisions and
// comments written, the .docx stored, the row completed) — through the API on an embedded database, the engine
// warmed by a first small edit. Also measured: the output's size, which must stay ≤ 1.2 × the input plus the
// revisions (their markup, compressed), and "Reject all" giving back the manuscript's text exactly.
// Figures: bench/results/digital-editing.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync, strFromU8, strToU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { digitalEdits } from '../apps/api/src/platform/db/schema/all-tables';
import { closeLanguageEngine } from '../apps/api/src/platform/language/language-engine';
import { rejectRevisions, reviewedTexts } from '../apps/api/src/platform/docx/revisions/test-support/revision-review';
import { createSignedInUser, createTestApp } from '../apps/api/src/test/test-app';
import { englishDocx, runJobs, uploadEdit, US } from '../apps/api/src/features/digital-editing/digital-editing-test-support';
import { REVISION_AUTHOR } from '../apps/api/src/features/digital-editing/edit-job.service';
import { countWords } from '../apps/api/src/platform/documents/word-count';
import { editingManuscript } from './support/editing-manuscript';

const BUDGET_SECONDS = 5;
const SIZE_FACTOR = 1.2;
const RUNS = 3;

/**
 * The markup our revisions and comments add, compressed as the package stores it: every w:del and w:ins of our
 * author, the start of the run each one split off (its w:r and w:rPr: a change inside a run cuts it in pieces,
 * as Word's own tracked changes do), the comment anchors and the comments part.
 */
function revisionBytes(docx: Buffer): number {
  const entries = unzipSync(new Uint8Array(docx));
  const xml = strFromU8(entries['word/document.xml']!);
  const author = `w:author="${REVISION_AUTHOR}"`;
  const revisions = [...xml.matchAll(/<w:(ins|del) [^>]*>[\s\S]*?<\/w:\1>(<w:r[ >](?:(?!<\/w:rPr>)[\s\S])*?(?:<\/w:rPr>|(?=<w:t)))?/g)]
    .filter((m) => m[0].includes(author))
    .map((m) => m[0]);
  const anchors = [...xml.matchAll(/<w:commentRange(?:Start|End) [^>]*\/>|<w:r><w:rPr><w:rStyle w:val="CommentReference"\/><\/w:rPr><w:commentReference [^>]*\/><\/w:r>/g)].map((m) => m[0]);
  const comments = entries['word/comments.xml'] ? strFromU8(entries['word/comments.xml']) : '';
  return deflateSync(strToU8(revisions.join('') + anchors.join('') + comments)).length;
}

interface Measured {
  words: number;
  seconds: number[];
  median: number;
  bytesIn: number;
  bytesOut: number;
  revisionBytes: number;
  sizeLimit: number;
  withinSize: boolean;
  rejectAllGivesOriginal: boolean;
  changes: unknown;
}

const t = await createTestApp();
try {
  const user = await createSignedInUser(t.database, { digitalEditingTrial: true, countryId: US, currency: 'USD', siteLanguage: 'en' });
  let uploads = 0;

  /** Uploads the manuscript `runs` times, each time until its edit is ready; the edited file of the last. */
  async function edit(manuscript: Buffer, runs: number): Promise<Measured> {
    const words = reviewedTexts(manuscript, null)['word/document.xml']!.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
    const seconds: number[] = [];
    let edited: Buffer | null = null;
    let changes: unknown = null;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const created = await uploadEdit(t, user, 'american', `manuscript-${(uploads += 1)}.docx`, manuscript);
      if (created.statusCode !== 200) throw new Error(`upload: ${created.statusCode} ${created.body}`);
      await runJobs(t);
      seconds.push((performance.now() - started) / 1000);
      const identity = created.json().digitalEdits[0].identity as string;
      const [row] = await t.database.db.select().from(digitalEdits).where(eq(digitalEdits.identity, identity));
      if (row?.status !== 'completed') throw new Error(`the edit ended ${row?.status} (${row?.failureReason})`);
      changes = row.changes;
      edited = (await t.app.inject({ method: 'GET', url: `/api/digital-edit/${identity}/download`, headers: { cookie: user.cookie } })).rawPayload;
    }
    if (!edited) throw new Error('nothing edited');
    const added = revisionBytes(edited);
    const sizeLimit = Math.round(SIZE_FACTOR * manuscript.length + added);
    const rejected = JSON.stringify(reviewedTexts(edited, (xml) => rejectRevisions(xml, REVISION_AUTHOR))) === JSON.stringify(reviewedTexts(manuscript, null));
    const median = [...seconds].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    return { words, seconds: seconds.map((s) => Number(s.toFixed(2))), median: Number(median.toFixed(2)), bytesIn: manuscript.length, bytesOut: edited.length, revisionBytes: added, sizeLimit, withinSize: edited.length <= sizeLimit, rejectAllGivesOriginal: rejected, changes };
  }

  function report(label: string, m: Measured, timed: boolean) {
    const time = `median ${m.median.toFixed(2)} s of ${m.seconds.length} (${m.seconds.join(', ')})${timed ? `; budget ${BUDGET_SECONDS} s ${m.median <= BUDGET_SECONDS ? '✓' : '✗ over budget'}` : ''}`;
    console.log(`${label}: ${m.words} words, ${time}`);
    console.log(`  size: ${m.bytesIn} B in, ${m.bytesOut} B out (${(m.bytesOut / m.bytesIn).toFixed(2)} ×), revisions ${m.revisionBytes} B; limit ${m.sizeLimit} B ${m.withinSize ? '✓' : '✗'}`);
    console.log(`  reject all gives the manuscript back: ${m.rejectAllGivesOriginal ? '✓' : '✗'}; written ${JSON.stringify(m.changes)}`);
  }

  // Warm: the engine's worker boots on the first check.
  const warm = await uploadEdit(t, user, 'american', 'warm.docx', englishDocx());
  if (warm.statusCode !== 200) throw new Error(`warm-up upload: ${warm.statusCode} ${warm.body}`);
  await runJobs(t);

  // A manuscript with an error in one sentence of four (the budget), and one with an error in every sentence.
  const typical = await edit(editingManuscript(10_000), RUNS);
  report('typical', typical, true);
  const dense = await edit(editingManuscript(10_000, { errorShare: 1 }), 1);
  report('an error in every sentence', dense, false);

  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/digital-editing.json', import.meta.url), `${JSON.stringify({ at: new Date().toISOString(), budgetSeconds: BUDGET_SECONDS, sizeFactor: SIZE_FACTOR, typical, dense }, null, 2)}\n`);
  if (typical.median > BUDGET_SECONDS || !typical.withinSize || !dense.withinSize || !typical.rejectAllGivesOriginal || !dense.rejectAllGivesOriginal) process.exitCode = 1;
} finally {
  await t.close();
  await closeLanguageEngine();
}

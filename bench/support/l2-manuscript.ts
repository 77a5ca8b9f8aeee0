import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocx, type DocxBlock } from '../../apps/api/src/platform/documents/fixtures/docx-builder';
import { countWords } from '../../apps/api/src/platform/documents/word-count';
import { seededRandom } from '../../apps/api/src/test/seeded-random';
import type { DocxFixture } from './docx-fixture';

/**
 * A manuscript as a second-language author sends it: the sentences of the language engine's evaluation sets
 * (medicine, biology, chemistry, engineering… about a third with one typical error each, the rest correct
 * scientific English), shuffled with a seed into paragraphs of five to eight sentences under section headings,
 * up to `targetWords` words. Unlike a generated text its vocabulary is varied and the engine finds what it
 * would find in a real submission. Written as Word would write it.
 */
/** The sets the usual manuscript is drawn from; `UNSEEN_SETS` give one whose sentences it never had. */
export const MANUSCRIPT_SETS = ['team-dev.jsonl', 'team-test.jsonl'];
export const UNSEEN_SETS = ['team-final.jsonl', 'heldout-a.jsonl', 'heldout-b.jsonl'];
const setUrl = (name: string) => new URL(`../../apps/api/src/platform/language/eval/sets/${name}`, import.meta.url);
const SECTIONS = ['Introduction', 'Materials and Methods', 'Results', 'Discussion', 'Conclusions'];

function sentences(sets: readonly string[]): string[] {
  return sets.map(setUrl).flatMap((url) =>
    readFileSync(url, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { src: string }).src),
  );
}

export function writeSecondLanguageManuscript(targetWords: number, seed = 20261128, sets: readonly string[] = MANUSCRIPT_SETS): DocxFixture {
  const next = seededRandom(seed);
  const pool = sentences(sets);
  const shuffled = () => pool.map((sentence) => ({ sentence, key: next() })).sort((a, b) => a.key - b.key).map((each) => each.sentence);
  let order = shuffled();
  const blocks: DocxBlock[] = [{ heading: 'Effects of environmental exposure on long-term outcomes' }];
  let words = countWords('Effects of environmental exposure on long-term outcomes');
  let paragraphs = 0;
  while (words < targetWords) {
    if (paragraphs % 10 === 0) {
      const heading = SECTIONS[(paragraphs / 10) % SECTIONS.length]!;
      blocks.push({ heading, level: 1 });
      words += countWords(heading);
    }
    const count = 5 + Math.floor(next() * 4);
    if (order.length < count) order = shuffled();
    const paragraph = order.splice(0, count).join(' ');
    blocks.push({ paragraph });
    words += countWords(paragraph);
    paragraphs++;
  }
  const docx = buildDocx(blocks, { wordLikeMarkup: true });
  const filePath = join(mkdtempSync(join(tmpdir(), 'mg-bench-l2-')), 'manuscript.docx');
  writeFileSync(filePath, docx);
  return { filePath, wordCount: words, bytes: docx.length };
}

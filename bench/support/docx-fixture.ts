import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocx, docxEntries, type DocxBlock } from '../../apps/api/src/platform/documents/fixtures/docx-builder';
import { zipChunks } from '../../apps/api/src/platform/documents/fixtures/zip-writer';
import { countWords } from '../../apps/api/src/platform/documents/word-count';
import { seededRandom } from '../../apps/api/src/test/seeded-random';

/**
 * A realistic 50-page manuscript: ≈ 25 000 words of English scientific prose in sections with
 * headings, paragraphs of varied length and a results table, as a researcher would upload it.
 * Deterministic (seeded), so every run measures the same document.
 */
const SUBJECTS = [
  'The proposed model',
  'Our cohort analysis',
  'The control group',
  'This approach',
  'The observed effect',
  'Each sample',
  'The regression estimate',
  'The treatment arm',
  'A sensitivity analysis',
  'The calibration curve',
  'Prior work',
  'The measured concentration',
];
const VERBS = [
  'suggests',
  'indicates',
  'demonstrates',
  'confirms',
  'does not support',
  'partially explains',
  'is consistent with',
  'contradicts',
  'extends',
  'reproduces',
];
const OBJECTS = [
  'a significant association between dietary fibre intake and microbial diversity',
  'the hypothesis that soil moisture governs nitrogen mineralisation at higher altitudes',
  'a dose-dependent reduction in inflammatory markers after twelve weeks',
  'the robustness of the estimator under heteroscedastic noise',
  'earlier findings on the thermal stability of perovskite thin films',
  'a modest but reproducible improvement in classification accuracy',
  "the role of the patients' baseline characteristics in the outcome",
  'a nonlinear relationship between particle size and catalytic activity',
  'the seasonal variation reported in long-term ecological surveys',
  'an interaction between genotype and environmental exposure',
];
const CLAUSES = [
  'after adjusting for age, sex and body-mass index',
  'although the confidence intervals remain wide',
  'when the outliers identified in the pilot study are excluded',
  'in line with the pre-registered analysis plan',
  'across all three independent laboratories',
  'even at the lowest concentration tested (0.5 mg/L)',
  'which warrants further investigation in larger samples',
  'as shown in Table 2 and the supplementary material',
];
const SECTIONS = [
  'Introduction',
  'Materials and Methods',
  'Study Design',
  'Statistical Analysis',
  'Results',
  'Sensitivity Analyses',
  'Discussion',
  'Limitations',
  'Conclusions',
  'References',
];

function sentence(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const base = `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}`;
  return (next() < 0.6 ? `${base}, ${pick(CLAUSES)}` : base) + '.';
}

export interface DocxFixture {
  filePath: string;
  /** The words in it, counted by the same rules as the analysis. */
  wordCount: number;
  bytes: number;
}

/** Writes the manuscript to a temporary .docx and returns where, with its word count. */
export function writeManuscriptDocx(targetWords = 25_000): DocxFixture {
  const next = seededRandom(20240101);
  const blocks: DocxBlock[] = [{ heading: 'Effects of environmental exposure on long-term outcomes: a multi-centre study' }];
  let words = countWords('Effects of environmental exposure on long-term outcomes: a multi-centre study');
  let section = 0;
  let paragraphsInSection = 0;
  while (words < targetWords) {
    if (paragraphsInSection === 0) {
      const heading = SECTIONS[section % SECTIONS.length]!;
      blocks.push({ heading, level: 1 });
      words += countWords(heading);
    }
    const sentences = 3 + Math.floor(next() * 6);
    const paragraph = Array.from({ length: sentences }, () => sentence(next)).join(' ');
    blocks.push({ paragraph });
    words += countWords(paragraph);
    paragraphsInSection++;
    if (paragraphsInSection === 12 && section % SECTIONS.length === 4) {
      const rows = [['Outcome', 'Control (n = 412)', 'Treatment (n = 398)', 'Difference (95% CI)', 'p value']];
      for (let i = 0; i < 12; i++)
        rows.push([
          `Secondary outcome ${i + 1}`,
          (10 + next() * 5).toFixed(2),
          (9 + next() * 5).toFixed(2),
          `${(next() - 0.5).toFixed(2)} (−0.4 to 0.6)`,
          next().toFixed(3),
        ]);
      blocks.push({ table: rows });
      words += rows.flat().reduce((sum, cell) => sum + countWords(cell), 0);
    }
    if (paragraphsInSection >= 14) {
      section++;
      paragraphsInSection = 0;
    }
  }
  const docx = buildDocx(blocks, { wordLikeMarkup: true });
  const dir = mkdtempSync(join(tmpdir(), 'mg-bench-docx-'));
  const filePath = join(dir, 'manuscript.docx');
  writeFileSync(filePath, docx);
  return { filePath, wordCount: words, bytes: docx.length };
}

/**
 * A valid .docx of `totalBytes` (give or take a few KB) as a stream of 64 KB chunks: a short text and
 * one large stored figure (word/media/image1.png), the usual reason a manuscript weighs 100 MB. The
 * figure's bytes are generated as they are read, so the file never exists whole, on disk or in memory.
 */
export function largeDocxChunks(totalBytes: number): Generator<Buffer> {
  const chunk = Buffer.alloc(64 * 1024);
  const next = seededRandom(7);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE(Math.floor(next() * 0xffffffff), i);
  const entries = docxEntries([
    { heading: 'A manuscript with a large figure' },
    { paragraph: 'Figure 1 shows the full-resolution micrograph.' },
  ]);
  const figureBytes = totalBytes - 8 * 1024;
  return zipChunks([
    ...entries,
    {
      name: 'word/media/image1.png',
      *chunks() {
        for (let sent = 0; sent < figureBytes; sent += chunk.length)
          yield sent + chunk.length <= figureBytes ? chunk : chunk.subarray(0, figureBytes - sent);
      },
    },
  ]);
}

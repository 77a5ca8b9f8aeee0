import { buildDocx, type DocxBlock } from '../../apps/api/src/platform/documents/fixtures/docx-builder';
import { countWords } from '../../apps/api/src/platform/documents/word-count';
import { seededRandom } from '../../apps/api/src/test/seeded-random';

/**
 * A manuscript for the digital-editing benchmarks: English methods-and-results prose of the given length, written
 * as second-language authors write it (agreement, articles, participles, uncountable plurals, British spellings in
 * an American text, citations beside the errors) among correct sentences, in sections with headings and a results table, a reference
 * list at the end, and Word's own heavy run markup. Deterministic (seeded): every run measures the same document.
 */
const WITH_ERRORS = [
  'The specimens were cured for {n} days before be tested in compression (Smith et al., {y}).',
  'In the second series, the results was consistent with the first series [{m}].',
  'The informations were collected from {n} participants in {y} and {y2}.',
  'The colour of each sample was recorded after {m} min of exposure to the solution.',
  'We have did the same analysis on an independent cohort of {n} patients.',
  'The mean age of the participants was {d} years and {p} % of them were women.',
  'This method allow us to estimate the effect with a better precision than before.',
  'The samples were centrifuged at {n} rpm for {m} min and stored at −80 °C.',
  'Despite of the small sample, the model predict the outcome well (p = 0.0{m}).',
  'The concentration of glucose decreased significantly in the treated group (p < 0.0{m}).',
  'An regression analysis showed an independent association with age (OR = {d}; 95 % CI {d}–{d2}).',
  'The data was analysed with R version 4.{m} and the significance level were set at 0.05.',
];

const CORRECT = [
  'Patients were followed for a median of {m} months after the start of treatment.',
  'All measurements were repeated three times and the mean value is reported.',
  'The protocol was approved by the institutional ethics committee in {y}.',
  'Figure {m} shows the distribution of the measured values in each group.',
  'The compressive strength increased with curing time in every mixture tested.',
  'Missing values were handled by multiple imputation with {m} imputed data sets.',
  'These findings agree with those reported for similar cohorts (Lee and Park, {y}).',
  'The sensitivity analysis excluding the {n} incomplete records gave similar estimates.',
];

/** `errorShare`: the share of sentences with an error (a sentence in four by default; 1 makes every sentence wrong). */
export function editingManuscript(words: number, { errorShare = 0.25, seed = 19 }: { errorShare?: number; seed?: number } = {}): Buffer {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const fill = (template: string) =>
    template
      .replace(/\{n\}/g, () => String(int(20, 900)))
      .replace(/\{y\}/g, () => String(int(2010, 2016)))
      .replace(/\{y2\}/g, () => String(int(2017, 2023)))
      .replace(/\{d\}/g, () => `${int(1, 70)}.${int(0, 9)}`)
      .replace(/\{d2\}/g, () => `${int(1, 20)}.${int(0, 9)}`)
      .replace(/\{p\}/g, () => String(int(5, 95)))
      .replace(/\{m\}/g, () => String(int(1, 30)));
  const blocks: DocxBlock[] = [];
  let count = 0;
  let section = 0;
  while (count < words) {
    if (count >= section * 2500) {
      blocks.push({ heading: `Section ${section + 1}` });
      blocks.push({ table: [['Variable', 'Value'], ['Mean age', `${int(30, 70)}.${int(0, 9)} years`]] });
      section += 1;
    }
    const paragraph = Array.from({ length: 5 }, () => {
      const set = random() < errorShare ? WITH_ERRORS : CORRECT;
      return fill(set[int(0, set.length - 1)]!);
    }).join(' ');
    blocks.push({ paragraph });
    count += countWords(paragraph);
  }
  blocks.push({ heading: 'References' });
  for (let i = 1; i <= 20; i++) blocks.push({ paragraph: `${i}. Smith J, Jones K. Future works on concrete specimens. J Mater Sci. ${int(2000, 2023)};${int(1, 60)}:${int(1, 900)}-${int(901, 999)}.` });
  return buildDocx(blocks, { wordLikeMarkup: true });
}

import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('articles decided by the head noun', () => {
  it.each([
    ['Sample was centrifuged at 12,000 × g for 10 min.', 'The sample was centrifuged at 12,000 × g for 10 min.'],
    ['Galaxy with the largest mass lies at z = 2.1.', 'The galaxy with the largest mass lies at z = 2.1.'],
    ['Questionnaire was piloted with 20 nurses.', 'The questionnaire was piloted with 20 nurses.'],
    ['This is important step in the synthesis.', 'This is an important step in the synthesis.'],
    ['Soil moisture is key factor for yield.', 'Soil moisture is a key factor for yield.'],
    ['Drought remains major challenge for smallholders.', 'Drought remains a major challenge for smallholders.'],
    ['Rainfall was main driver of the decline.', 'Rainfall was the main driver of the decline.'],
    ['The cores were kept in a liquid nitrogen until use.', 'The cores were kept in liquid nitrogen until use.'],
    ['A higher inflation lowered real wages.', 'Higher inflation lowered real wages.'],
    ['Firms with an access to credit grew faster.', 'Firms with access to credit grew faster.'],
    ['Households lack an information on prices.', 'Households lack information on prices.'],
    ['The slides were rinsed with a distilled water.', 'The slides were rinsed with distilled water.'],
    ['Patients were followed for median of 3 years.', 'Patients were followed for a median of 3 years.'],
    ['The estimate has uncertainty of 5%.', 'The estimate has an uncertainty of 5%.'],
    ['The scan revealed tumour in the left kidney.', 'The scan revealed a tumour in the left kidney.'],
  ])('puts the article right: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('suggests "the" before a superlative that opens a sentence', async () => {
    expect((await findingsOf('Most common complication was bleeding.', 'missing-the-superlative'))[0]?.suggestions[0]).toBe('The most');
    expect((await findingsOf('Highest yield was obtained with 90 kg N.', 'missing-the-superlative'))[0]?.suggestions[0]).toBe('The highest');
  });

  it('leaves correct articles and bare nouns alone', async () => {
    for (const src of [
      'Heart rate was recorded every minute.',
      'Temperature was kept at 25 °C.',
      'Expression of GAPDH was stable across treatments.',
      'Model 3 was the best fit (AIC = 412.6).',
      'Patient 7 was excluded after randomization.',
      'Study design was reviewed by the board.',
      'Poverty is cause for concern in the region.',
      'This is part of a larger project.',
      'The assay is specific to IgG.',
      'The reactor was purged under a nitrogen atmosphere.',
      'A software package for R was written.',
      'She has a good knowledge of the local flora.',
      'An inflation of 4% was assumed.',
      'The site received a rainfall of 1,200 mm in 2021.',
      'An access road was built to the quarry.',
      'Most common infections are mild.',
      'Interest rates rose in 2022.',
      'Most patients recovered within a week.',
      'Best practice guidelines were followed.',
      'Forest cover declined by 3%.',
      'The value was within range of the reference.',
      'Samples were taken for analysis of 16S rRNA.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

import { describe, expect, it } from 'vitest';
import { corrected } from './rule-test-support';

describe('agreement in relative clauses and with verbs read as nouns', () => {
  it.each([
    ['Bacteria that produces biofilms are harder to eradicate.', 'Bacteria that produce biofilms are harder to eradicate.'],
    ['A student who fail the first exam may retake it in July.', 'A student who fails the first exam may retake it in July.'],
    ['Children who lives near major roads have more asthma symptoms.', 'Children who live near major roads have more asthma symptoms.'],
    ['The river, which drain an agricultural catchment, carries high nitrate loads.', 'The river, which drains an agricultural catchment, carries high nitrate loads.'],
    ['Farmers in the upper valley grows maize on steep slopes.', 'Farmers in the upper valley grow maize on steep slopes.'],
    ['Seedlings grown under shade develops longer internodes.', 'Seedlings grown under shade develop longer internodes.'],
    ['Fibres thinner than 200 nm shows a higher specific surface area.', 'Fibres thinner than 200 nm show a higher specific surface area.'],
    ['The enzymes in the outer membrane degrades the antibiotic before it reaches the target.', 'The enzymes in the outer membrane degrade the antibiotic before it reaches the target.'],
  ])('makes the verb agree: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('stays quiet on correct relative clauses, content clauses and singular nouns in -s', async () => {
    for (const src of [
      'The cells that express GFP were sorted by flow cytometry.',
      'One of the patients who were enrolled withdrew consent.',
      'The expression of genes that regulate growth was high.',
      'The number of farmers who own tractors has increased.',
      'The finding that plants grow faster under red light was confirmed.',
      'We measured the temperatures, which suggests a warming trend.',
      'Fish species that spawn in spring were more affected.',
      'Diabetes affects one in ten adults in the region.',
      'Measles spreads rapidly in unvaccinated populations.',
      'Particles larger than 10 µm settle within minutes.',
      'Earnings reports show a rise in spending.',
      'Neurons that fire together wire together.',
      'The lens that focuses the beam is made of fused silica.',
      'Effects of nitrogen fertilizer rates on maize yield were small.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

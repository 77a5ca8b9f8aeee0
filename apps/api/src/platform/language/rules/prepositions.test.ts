import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('prepositions', () => {
  it.each([
    ['The yield strongly depended of the solvent.', 'The yield strongly depended on the solvent.'],
    ['Our results are consistent to earlier reports.', 'Our results are consistent with earlier reports.'],
    ['The new protocol differs with the standard one.', 'The new protocol differs from the standard one.'],
    ['The mice were split in two groups of eight.', 'The mice were split into two groups of eight.'],
    ['The slurry was stirred during 3 h.', 'The slurry was stirred for 3 h.'],
    ['The slides were stored in 4 °C until staining.', 'The slides were stored at 4 °C until staining.'],
    ['The survey was launched on June 2022.', 'The survey was launched in June 2022.'],
    ['We studied the influence of humidity to the sensor drift.', 'We studied the influence of humidity on the sensor drift.'],
    ['The committee discussed about the new guideline.', 'The committee discussed the new guideline.'],
    ['The current is proportional with the applied voltage.', 'The current is proportional to the applied voltage.'],
  ])('uses the preposition English uses: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves prepositions that are right', async () => {
    for (const src of [
      'The company is based in Recife and depends on exports.',
      'An increase of 5% was seen during the 2019 season.',
      'The effect of adding salt to the soup was small.',
      'Samples were divided in half and frozen.',
      'Prices are given at 2015 levels.',
      'The response rate was 61%, which is comparable with other national surveys.',
      'The resistance varies inversely with the cross-sectional area.',
      'The ligand interacts directly with the catalytic site.',
      'A second channel runs parallel with the main duct.',
    ]) expect(await findingsOf(src, 'preposition-collocation').then((f) => f.concat())).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('each with a singular, comparisons, prepositions of liquids, labels, participles and mass nouns', () => {
  it.each([
    ['Each plots received 50 kg N/ha.', 'Each plot received 50 kg N/ha.'],
    ['Every participants signed the consent form.', 'Every participant signed the consent form.'],
    ['Uptake was faster in roots as in shoots.', 'Uptake was faster in roots than in shoots.'],
    ['The vials were stored in −20 °C until use.', 'The vials were stored at −20 °C until use.'],
    ['The nanotubes were dispersed on ethanol by sonication.', 'The nanotubes were dispersed in ethanol by sonication.'],
    ['The coupons were immersed on a 3.5% NaCl solution for 30 days.', 'The coupons were immersed in a 3.5% NaCl solution for 30 days.'],
    ['The proteins were blotted on a nitrocellulose membrane.', 'The proteins were blotted to a nitrocellulose membrane.'],
    ['The drop in yield was attributed with late sowing.', 'The drop in yield was attributed to late sowing.'],
    ['The Table 4 shows the coefficients.', 'Table 4 shows the coefficients.'],
    ['Leaf area was measure weekly with a scanner.', 'Leaf area was measured weekly with a scanner.'],
    ['The consortium made good progresses in its first year.', 'The consortium made good progress in its first year.'],
  ])('mends: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('names the rule of "each"', async () => {
    expect((await findingsOf('Each samples was weighed.', 'each-singular'))[0]?.suggestions[0]).toBe('sample');
  });

  it('leaves the right uses alone', async () => {
    for (const src of [
      'Each species was counted twice.',
      'We sampled every two weeks from May to July.',
      'Each analysis was run in triplicate.',
      'Each of the plots received 50 kg N/ha.',
      'The yield was as high in 2020 as in 2021.',
      'Mortality was higher in 2019, as in most years.',
      'The flakes were dispersed on a TEM grid.',
      'The plates were incubated on a rocking platform at 4 °C.',
      'The stock was diluted with PBS to 1 mg/mL.',
      'The cells were incubated on ice for 10 min.',
      'The award is attributed to the first author.',
      'Table 4 shows the coefficients.',
      'The table shows the coefficients.',
      'The disease progresses rapidly in older patients.',
      'Weekly measurements were taken.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

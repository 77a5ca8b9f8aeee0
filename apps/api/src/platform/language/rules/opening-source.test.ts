import { describe, expect, it } from 'vitest';
import { corrected } from './rule-test-support';

describe('the comma after "According to …"', () => {
  it.each([
    ['According to the census most households own a phone.', 'According to the census, most households own a phone.'],
    ['According to the 2019 guidelines the dose is 10 mg/kg.', 'According to the 2019 guidelines, the dose is 10 mg/kg.'],
    ['According to Tanaka et al. (2018) the effect was smaller in adults.', 'According to Tanaka et al. (2018), the effect was smaller in adults.'],
  ])('adds it between the source and the subject: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves sentences that have it, or need none', async () => {
    for (const src of [
      'According to the census, most households own a phone.',
      'According to the model of Mohr and Coulomb, failure occurs on a plane.',
      'The dose was adjusted according to the guidelines.',
      'According to these criteria, 42 patients were eligible.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

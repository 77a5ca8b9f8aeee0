import { describe, expect, it } from 'vitest';
import { corrected } from './rule-test-support';

describe('subject–verb agreement', () => {
  it.each([
    ['The concentrations of lead in the river was above the limit.', 'The concentrations of lead in the river were above the limit.'],
    ['The new catalyst show a higher turnover.', 'The new catalyst shows a higher turnover.'],
    ['Each of the participants were interviewed twice.', 'Each of the participants was interviewed twice.'],
    ['The students who passed the exam was invited again.', 'The students who passed the exam were invited again.'],
    ['There is many factors that affect the yield.', 'There are many factors that affect the yield.'],
    ['A large number of wells shows contamination.', 'A large number of wells show contamination.'],
    ['Neither the dose nor the route were changed.', 'Neither the dose nor the route was changed.'],
  ])('makes the verb agree: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves subjects it cannot read with confidence, and agreeing verbs', async () => {
    for (const src of [
      'The data are shown in Table 1 and the data is available online.',
      'A group of patients were lost to follow-up.',
      'The number of samples was small.',
      'The mice that received the drug gained weight.',
      'The temperature and the pressure were recorded every minute.',
      'Exchange rate pass-through to prices remains incomplete.',
      'Our analysis of the samples shows that the effect is robust.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

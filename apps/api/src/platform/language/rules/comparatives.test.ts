import { describe, expect, it } from 'vitest';
import { corrected } from './rule-test-support';

describe('comparatives', () => {
  it.each([
    ['The new alloy is more stronger than steel.', 'The new alloy is stronger than steel.'],
    ['Healing was more fast in the treated group than in controls.', 'Healing was faster in the treated group than in controls.'],
    ['The higher the dose, the strongest the response.', 'The higher the dose, the stronger the response.'],
    ['This site had the more abundant flora among the five sites.', 'This site had the most abundant flora among the five sites.'],
    ['The ensemble performed better as the single model on every task.', 'The ensemble performed better than the single model on every task.'],
  ])('mends the comparison: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves correct comparisons', async () => {
    for (const src of [
      'The response was as strong as in the previous trial.',
      'The film became more stable as the temperature increased.',
      'This is more efficient than the older method.',
      'The more important point is the cost.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

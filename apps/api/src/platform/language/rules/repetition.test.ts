import { describe, expect, it } from 'vitest';
import { corrected } from './rule-test-support';

describe('repeated words', () => {
  it('removes a word written twice', async () => {
    expect(await corrected('The cells were were fixed in ethanol.')).toBe('The cells were fixed in ethanol.');
    expect(await corrected('We show that that the model converges.')).toBe('We show that the model converges.');
  });

  it('keeps grammatical doubles', async () => {
    for (const src of ['The patients had had surgery before.', 'We know that that method fails.']) expect(await corrected(src)).toBe(src);
  });
});

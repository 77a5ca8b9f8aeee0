import { describe, expect, it } from 'vitest';
import { corrected, correctedWith } from './rule-test-support';

describe('repeated words', () => {
  it('removes a word written twice', async () => {
    expect(await corrected('The cells were were fixed in ethanol.')).toBe('The cells were fixed in ethanol.');
    expect(await corrected('We show that that the model converges.')).toBe('We show that the model converges.');
  });

  it('keeps grammatical doubles', async () => {
    for (const src of ['The patients had had surgery before.', 'We know that that method fails.']) expect(await corrected(src)).toBe(src);
  });

  it("keeps them when an outside checker's repeated-word lint would remove one", async () => {
    const src = 'Of the 312 patients, 40 had had a prior stroke.';
    const start = src.indexOf('had had');
    const lint = async () => [{ rule: 'harper:RepeatedWords', category: 'grammarMechanics' as const, start, end: start + 'had had'.length, suggestions: ['had'], messageKey: 'harper.grammarMechanics' }];
    expect(await correctedWith(src, lint)).toBe(src);
    const slip = 'The cells were were fixed.';
    const at = slip.indexOf('were were');
    const slipLint = async () => [{ rule: 'harper:RepeatedWords', category: 'grammarMechanics' as const, start: at, end: at + 'were were'.length, suggestions: ['were'], messageKey: 'harper.grammarMechanics' }];
    expect(await correctedWith(slip, slipLint)).toBe('The cells were fixed.');
  });
});

import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('word choice', () => {
  it.each([
    ['The interviews were realized in 2021 in three districts.', 'The interviews were performed in 2021 in three districts.'],
    ['We made several simulations with different boundary conditions.', 'We performed several simulations with different boundary conditions.'],
    ['The prototype attends the specifications of the standard.', 'The prototype meets the specifications of the standard.'],
    ['According to my knowledge, no such data exist.', 'To my knowledge, no such data exist.'],
    ['The coating is highly sensible to ultraviolet light.', 'The coating is highly sensitive to ultraviolet light.'],
    ['This technique has been largely used in dentistry.', 'This technique has been extensively used in dentistry.'],
    ['Anterior studies reported lower yields.', 'Previous studies reported lower yields.'],
  ])('uses the usual word: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves the words where their own meaning is meant', async () => {
    for (const src of [
      'We realized that the sensor had drifted.',
      'The anterior cruciate ligament was reconstructed.',
      'It would be sensible to repeat the test.',
      'As evidenced by the spectra, the film is crystalline.',
      'The gravity of Mars is weaker than that of Earth.',
    ]) expect(await corrected(src)).toBe(src);
  });

  it('offers "demonstrate" for "evidence" used as a verb', async () => {
    expect(await corrected('The low p-value evidences a real difference.')).toBe('The low p-value demonstrates a real difference.');
    expect(await findingsOf('Strong evidence supports the model.', 'evidence-as-verb')).toEqual([]);
  });
});

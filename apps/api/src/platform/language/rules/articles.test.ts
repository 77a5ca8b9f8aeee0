import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('articles', () => {
  it.each([
    ['The probe has a excellent selectivity for Cu2+.', 'The probe has an excellent selectivity for Cu2+.'],
    ['Images were taken with an confocal microscope.', 'Images were taken with a confocal microscope.'],
    ['The scans were done with a MRI scanner at 3 T.', 'The scans were done with an MRI scanner at 3 T.'],
  ])('chooses a or an by the sound: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('keeps a before a vowel letter said as a consonant, and the letter A', async () => {
    for (const src of ['This is a unique and a one-time procedure at a university hospital.', 'Vitamin A and a European cohort were studied.']) expect(await findingsOf(src, 'a-an')).toEqual([]);
  });

  it.each([
    ['As seen in the Table 2, the yield increased.', 'As seen in Table 2, the yield increased.'],
    ['The most of the patients recovered within a week.', 'Most of the patients recovered within a week.'],
    ['This was first trial to test the vaccine in children.', 'This was the first trial to test the vaccine in children.'],
    ['The solution was pumped at flow rate of 2 mL/min.', 'The solution was pumped at a flow rate of 2 mL/min.'],
    ['Models were trained with the PyTorch on one GPU.', 'Models were trained with PyTorch on one GPU.'],
    ['Patients with a history of the asthma were excluded.', 'Patients with a history of asthma were excluded.'],
  ])('mends the article: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves articles that are right', async () => {
    for (const src of [
      'The Table 2 data were pooled with the main cohort.',
      'The PyTorch implementation is available online.',
      'The hypertension group had higher cortisol levels.',
      'This was the first trial to test the vaccine.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

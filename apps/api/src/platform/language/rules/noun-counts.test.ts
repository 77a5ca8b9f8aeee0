import { describe, expect, it } from 'vitest';
import { corrected } from './rule-test-support';

describe('counted nouns the tagger did not read as nouns', () => {
  it.each([
    ['Each of the four quadrat was 2 m wide.', 'Each of the four quadrats was 2 m wide.'],
    ['Each plot had three replicate arranged in rows.', 'Each plot had three replicates arranged in rows.'],
    ['These finding suggest a common mechanism.', 'These findings suggest a common mechanism.'],
    ['All respondent signed the consent form.', 'All respondents signed the consent form.'],
    ['Nearly two-thirds of the respondent reported daily use.', 'Nearly two-thirds of the respondents reported daily use.'],
    ['Several of the patient were readmitted.', 'Several of the patients were readmitted.'],
  ])('makes the counted noun plural: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves numbers, pronouns and mass nouns that are right alone', async () => {
    for (const src of [
      'The two differ in size and shape.',
      'These include the three largest rivers.',
      'All work performed at the site was audited.',
      'All equipment used the same power supply.',
      'Most of the sample was lost during transport.',
      'Half of the sample was frozen.',
      'Both of them reported the same trend.',
      'These settings were kept for all runs.',
      'Figure 2 shows the three regimes.',
      'All staff completed the training.',
      'Two-thirds of the cohort were women.',
      'The transformer encoder has 12 layers and 8 attention heads.',
      'Mice lacking Trem2 showed fewer plaque-associated microglia.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

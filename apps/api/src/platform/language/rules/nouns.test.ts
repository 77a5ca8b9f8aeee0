import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('uncountable nouns', () => {
  it.each([
    ['The kit includes two hardwares and a manual.', 'uncountable'],
    ['We thank the reviewers for their valuable advices.', 'We thank the reviewers for their valuable advice.'],
    ['All the equipments were calibrated before use.', 'All the equipment was calibrated before use.'],
    ['Further researches are needed to confirm the mechanism.', 'Further research is needed to confirm the mechanism.'],
    ['The knowledges gained here are useful for other alloys.', 'The knowledge gained here are useful for other alloys.'],
  ])('writes the uncountable form: %s', async (src, gold) => {
    if (gold === 'uncountable') expect((await findingsOf(src, 'uncountable-noun')).length).toBe(1);
    else expect(await corrected(src)).toBe(gold);
  });

  it('leaves the verbs that look like them', async () => {
    for (const src of [
      'The model evidences a strong bias towards recent data.',
      'The disease progresses slowly in most patients.',
      'She researches coral bleaching in the Pacific.',
    ]) expect(await findingsOf(src, 'uncountable-noun')).toEqual([]);
  });
});

describe('noun number after counting words', () => {
  it.each([
    ['These finding suggest a common mechanism.', 'These findings suggest a common mechanism.'],
    ['A total of 36 rat were randomised into four groups.', 'A total of 36 rats were randomised into four groups.'],
    ['Several method have been proposed for this task.', 'Several methods have been proposed for this task.'],
    ['The experiment was repeated five time.', 'The experiment was repeated five times.'],
    ['One of the key limitation is the small sample.', 'One of the key limitations is the small sample.'],
  ])('makes the noun plural: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves compounds, units, years, labels and model numbers', async () => {
    for (const src of [
      'Participants completed two questionnaire items per day.',
      'The samples were heated for 2 h at 300 K.',
      'In 2019 survey data were collected in Kenya.',
      'Table 3 summarizes the results of experiment 2 and group 4 patients.',
      'Sequencing was done on a HiSeq 2500 instrument with 100 percent coverage.',
      'A two-way ANOVA and three-fold cross-validation were used.',
      'None of the patients developed grade 3 or 4 toxicity.',
      'Figures 2 and 3 panel labels were enlarged, and stages 1–2 disease was rare.',
    ]) expect(await findingsOf(src, 'noun-number')).toEqual([]);
  });

  it('still counts with numbers joined by "or" when no label names them', async () => {
    expect(await corrected('Each mouse received 3 or 4 injection per week.')).toBe('Each mouse received 3 or 4 injections per week.');
  });
});

import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('verb forms and tenses', () => {
  it.each([
    ['The device is consisted of a sensor and a controller.', 'The device consists of a sensor and a controller.'],
    ['A sharp drop was occurred at 40 °C.', 'A sharp drop occurred at 40 °C.'],
    ['This treatment may significantly improved survival.', 'This treatment may significantly improve survival.'],
    ['Patients should avoid to eat before the scan.', 'Patients should avoid eating before the scan.'],
    ['The wafer was rinse with acetone and dried.', 'The wafer was rinsed with acetone and dried.'],
    ['The eluate was collected and then analyze by HPLC.', 'The eluate was collected and then analyzed by HPLC.'],
    ['In 2015, Garcia et al. have described a similar case.', 'In 2015, Garcia et al. described a similar case.'],
    ['Since 2012, the incidence rose sharply in Brazil.', 'Since 2012, the incidence has risen sharply in Brazil.'],
  ])('mends the verb: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves verbs that are right', async () => {
    for (const src of [
      'The results have been reported since 2015 in several journals.',
      'The sample was present in all batches and the lid was open.',
      'We have to repeat the test, and the data were set aside.',
      'The project was completed in 2019 and has produced five papers.',
      'Many authors suggest that the effect is small.',
    ]) expect(await corrected(src)).toBe(src);
  });

  it('flags a progressive that should be a passive', async () => {
    expect((await findingsOf('The signal was filtering at 50 Hz and then digitized.', 'progressive-for-passive')).map((f) => f.suggestions[0])).toEqual(['filtered']);
  });
});

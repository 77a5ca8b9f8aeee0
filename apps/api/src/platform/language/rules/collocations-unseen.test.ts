import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('collocations and false friends added for unseen text', () => {
  it.each([
    ['The composite consists in carbon fibres bonded with resin.', 'The composite consists of carbon fibres bonded with resin.'],
    ['The rats were exposed at chronic noise for four weeks.', 'The rats were exposed to chronic noise for four weeks.'],
    ['A calcium phosphate layer formed in the surface of the scaffold.', 'A calcium phosphate layer formed on the surface of the scaffold.'],
    ['The perovskite cells were stable at 1000 hours in air.', 'The perovskite cells were stable for 1000 hours in air.'],
    ['The efficiency of the vaccine against infection waned after six months.', 'The efficacy of the vaccine against infection waned after six months.'],
    ['The new drug showed a higher efficiency than placebo.', 'The new drug showed a higher efficacy than placebo.'],
    ['Assistance at the prenatal clinics rose after the campaign.', 'Attendance at the prenatal clinics rose after the campaign.'],
    ['The actual legislation does not regulate drone flights.', 'The current legislation does not regulate drone flights.'],
    ['The lectures of the gauges were logged hourly.', 'The readings of the gauges were logged hourly.'],
    ['The formation of primary care nurses takes four years.', 'The training of primary care nurses takes four years.'],
    ['Seedlings are highly sensible to changes in soil moisture.', 'Seedlings are highly sensitive to changes in soil moisture.'],
    ['The films were elaborated by spin coating on glass.', 'The films were prepared by spin coating on glass.'],
    ['A small amount of participants withdrew.', 'A small number of participants withdrew.'],
  ])('mends %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('suggests without applying where the other reading is possible', async () => {
    const [aware] = await findingsOf('Many farmers were not conscious of the risks of pesticide drift.', 'word-choice');
    expect(aware?.suggestions[0]).toBe('aware');
    expect(aware?.mode === 'apply' && aware.confidence >= 0.9).toBe(false);
    const [resistant] = await findingsOf('All isolates were resistant at ampicillin.', 'preposition-collocation');
    expect(resistant?.suggestions[0]).toBe('to');
  });

  it('leaves the right senses alone', async () => {
    for (const src of [
      'The efficiency of the solar cell reached 21.3%.',
      'The actual values were lower than predicted.',
      'The formation of ice crystals damages the membrane.',
      'The main advantage consists in reducing the cost.',
      'It is more sensible to use the median here.',
      'The isolates were resistant at concentrations above 8 µg/mL.',
      'The catalyst was stable at 500 °C in air.',
      'A large amount of water was lost by evaporation.',
      'The assistance of the technicians is gratefully acknowledged.',
      'Patients were exposed at the clinic to the same protocol.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

describe('verbs that take their object directly, and "undergo"', () => {
  it.each([
    ['The review emphasizes on the role of diet.', 'The review emphasizes the role of diet.'],
    ['We explain about the sampling design in Section 2.', 'We explain the sampling design in Section 2.'],
    ['The panel comprises of five experts.', 'The panel comprises five experts.'],
    ['Mean yield reached to 8 t/ha in 2021.', 'Mean yield reached 8 t/ha in 2021.'],
    ['Most patients returned back to work within a month.', 'Most patients returned to work within a month.'],
    ['In the other hand, the cost was high.', 'On the other hand, the cost was high.'],
    ['The extract passed by a purification step on silica.', 'The extract underwent a purification step on silica.'],
  ])('mends %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('leaves the right uses alone', async () => {
    for (const src of [
      'The lack of data is a problem.',
      'The test comprised of two parts is standard.',
      'He explained about twenty cases in detail.',
      'Rates reached up to 40% in summer.',
      'The buses passed by the school every hour.',
      'The emphasis on safety was clear.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

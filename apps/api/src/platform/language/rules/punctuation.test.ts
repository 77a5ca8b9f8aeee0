import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('punctuation and spacing', () => {
  it.each([
    ['The plates were kept at 25°C overnight.', 'The plates were kept at 25 °C overnight.'],
    ['A load of 12kN was applied for 10min.', 'A load of 12 kN was applied for 10 min.'],
    ['Each well received 50µL of the reagent.', 'Each well received 50 µL of the reagent.'],
  ])('puts a space between a number and its unit: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it.each([
    'The 3T3 fibroblasts were seeded in 6-well plates.',
    'Panel 2A shows the 3D reconstruction at 4K resolution.',
    'Cells were passaged 1:3 and 90° rotations were applied; 5% of the wells were empty.',
    'The 13C NMR spectrum and the 1H NMR spectrum agreed.',
  ])('leaves labels, angles, ratios and isotopes alone: %s', async (src) => {
    expect(await findingsOf(src, 'unit-spacing')).toEqual([]);
  });

  it('puts a space before an opening parenthesis, but not in plural markers or functions', async () => {
    expect(await corrected('Expression rose in the knockout mice(Fig. 4B).')).toBe('Expression rose in the knockout mice (Fig. 4B).');
    expect(await findingsOf('The sample(s) and log(x) were recorded.', 'space-before-parenthesis')).toEqual([]);
  });

  it('removes a doubled period, a space before a comma and a double space', async () => {
    expect(await corrected('The membranes were washed twice..')).toBe('The membranes were washed twice.');
    expect(await corrected('The pellet was dried , weighed and stored.')).toBe('The pellet was dried, weighed and stored.');
    expect(await corrected('The two  cohorts were matched by age.')).toBe('The two cohorts were matched by age.');
  });

  it('keeps ellipses, ratios and decimals', async () => {
    expect(await findingsOf('Mixtures of 1 : 2 and 1 : 4 were tested...', 'space-before-punctuation')).toEqual([]);
    expect(await findingsOf('Mixtures of 1 : 2 and 1 : 4 were tested...', 'double-period')).toEqual([]);
  });

  it('adds the comma after a transition or before the subject of the main clause', async () => {
    expect(await corrected('Moreover the effect persisted for six weeks.')).toBe('Moreover, the effect persisted for six weeks.');
    expect(await corrected('To reduce the bias we matched the groups by age.')).toBe('To reduce the bias, we matched the groups by age.');
    expect(await corrected('When the voltage exceeded 3 V we observed breakdown.')).toBe('When the voltage exceeded 3 V, we observed breakdown.');
  });

  it('leaves opening phrases that are the subject, and clauses with their commas', async () => {
    for (const src of [
      'Overall survival was longer in the treated group.',
      'However, the effect faded after six weeks.',
      'To our surprise, the yield doubled.',
      'To determine whether we could reproduce it is the aim of this work.',
    ]) expect(await findingsOf(src, 'introductory-comma')).toEqual([]);
  });
});

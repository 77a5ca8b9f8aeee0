import { describe, expect, it } from 'vitest';
import { corrected, correctedWith, findingsOf } from './rule-test-support';

/** Rules broadened with general English (dependent prepositions, false friends, mass nouns, verb patterns). */
describe('broadened rules', () => {
  it.each([
    // Dependent prepositions.
    ['At the present work, we modelled heat flow in the slab.', 'In the present work, we modelled heat flow in the slab.'],
    ['Rainfall variability was taken in account in the model.', 'Rainfall variability was taken into account in the model.'],
    ['Yields were similar regardless the tillage system.', 'Yields were similar regardless of the tillage system.'],
    ['Little attention has been paid on soil fauna in vineyards.', 'Little attention has been paid to soil fauna in vineyards.'],
    ['The kiln was heated until 900 °C at 5 °C/min.', 'The kiln was heated to 900 °C at 5 °C/min.'],
    ['We contacted with the farm managers by telephone.', 'We contacted the farm managers by telephone.'],
    ['The nurses answered to the questionnaire at the end of the shift.', 'The nurses answered the questionnaire at the end of the shift.'],
    ['The counts were multiplied for the dilution factor of each plate.', 'The counts were multiplied by the dilution factor of each plate.'],
    ['Grazing accounts of 40% of the land use in the basin.', 'Grazing accounts for 40% of the land use in the basin.'],
    ['The moulds were filled of resin and cured overnight.', 'The moulds were filled with resin and cured overnight.'],
    ['The cultivars were compared at field conditions in two seasons.', 'The cultivars were compared under field conditions in two seasons.'],
    // False friends and collocations.
    ['The firm held most of its financial actives abroad.', 'The firm held most of its financial assets abroad.'],
    ['The plan raised the jubilation age of civil servants.', 'The plan raised the retirement age of civil servants.'],
    ['The flood damaged the cultural patrimony of the town.', 'The flood damaged the cultural heritage of the town.'],
    ['The bridge deck was cast in armed concrete.', 'The bridge deck was cast in reinforced concrete.'],
    ['The rated potency of the pump was 2.2 kW.', 'The rated power of the pump was 2.2 kW.'],
    ['The study appeared in a peer-reviewed magazine in 2020.', 'The study appeared in a peer-reviewed journal in 2020.'],
    ['Nurses on maternity license were excluded.', 'Nurses on maternity leave were excluded.'],
    // Mass nouns.
    ['We rinsed the glasswares with ethanol.', 'We rinsed the glassware with ethanol.'],
    ['The team carried out fieldworks in four districts.', 'The team carried out fieldwork in four districts.'],
    ['The results provide supports for the model.', 'The results provide support for the model.'],
    // Verb patterns and irregular participles.
    ['In order to reducing noise, each scan was repeated.', 'In order to reduce noise, each scan was repeated.'],
    ['We would like thank the field staff.', 'We would like to thank the field staff.'],
    ['The wells were drilled after the aquifer had fell by 5 m.', 'The wells were drilled after the aquifer had fallen by 5 m.'],
    // Commas after an opening phrase or clause.
    ['Finally we compare the two estimators.', 'Finally, we compare the two estimators.'],
    ['To date no drug has been approved for this indication.', 'To date, no drug has been approved for this indication.'],
    ['Despite these caveats our findings confirm the model.', 'Despite these caveats, our findings confirm the model.'],
    ['Although the yield was low it was stable across years.', 'Although the yield was low, it was stable across years.'],
    // Gerunds after prepositions.
    ['The team is committed to improve water access.', 'The team is committed to improving water access.'],
    ['The kit is capable of detect viral RNA in saliva.', 'The kit is capable of detecting viral RNA in saliva.'],
    ['We succeeded to isolate the strain in culture.', 'We succeeded in isolating the strain in culture.'],
    // Articles before instruments, which are countable.
    ['Leaf temperature was read with infrared thermometer.', 'Leaf temperature was read with an infrared thermometer.'],
    ['Esters were analysed using gas chromatograph with a FID.', 'Esters were analysed using a gas chromatograph with a FID.'],
    ['Grip strength was measured with hand dynamometer.', 'Grip strength was measured with a hand dynamometer.'],
    // Comparatives.
    ['The treated beams were very stiffer than the controls.', 'The treated beams were much stiffer than the controls.'],
    ['Germination was more good under shade than in full sun.', 'Germination was better under shade than in full sun.'],
    ['The urban sites were more noisy than the rural ones.', 'The urban sites were noisier than the rural ones.'],
    ['Smokers were elder than non-smokers on average.', 'Smokers were older than non-smokers on average.'],
    ['In the other words, the sensor saturates early.', 'In other words, the sensor saturates early.'],
    // Nouns counted.
    ['All participant were screened for anaemia.', 'All participants were screened for anaemia.'],
    ['Three spacecrafts were tracked by the network.', 'Three spacecraft were tracked by the network.'],
    ['All datas were stored on an encrypted server.', 'All data were stored on an encrypted server.'],
    ['Two type of sensor were compared.', 'Two types of sensor were compared.'],
    ['Hundreds of thousand of birds migrate through the delta.', 'Hundreds of thousands of birds migrate through the delta.'],
  ])('mends: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('applies one comma when two checkers offer it at an opening transition', async () => {
    // Harper rewrites the word ("Moreover" → "Moreover,"); our rule inserts a comma after it: one edit only.
    const harper = async () => [{ rule: 'harper:DiscourseMarkers', category: 'punctuation' as const, start: 0, end: 8, suggestions: ['Moreover,'], messageKey: 'punctuation' }];
    expect(await correctedWith('Moreover the coating was stable.', harper)).toBe('Moreover, the coating was stable.');
  });

  it('reads a repeated auxiliary as repetition, not as a past for a participle', async () => {
    expect(await findingsOf('The sample was was dried at 60 °C.', 'past-for-participle')).toEqual([]);
  });

  it('prefers a correction that keeps the first letter', async () => {
    const [finding] = await findingsOf('We could not adress the question of scale.', 'spelling');
    expect(finding?.suggestions[0]).toBe('address');
    expect(finding?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('stays quiet on correct scientific sentences', async () => {
    for (const src of [
      'Reading fluency at age 8 was predicted by vocabulary (β = 0.31, p < 0.01).',
      'The ambient temperature was 25 °C and the relative humidity 60%.',
      'Crop residues were left on the surface after harvest.',
      'The posterior distribution of θ was sampled with NUTS (4 chains × 2000 iterations).',
      'The reform of the health system began in 1988 (Paim et al., 2011).',
      'In order to reduce bias, raters were blinded to group allocation.',
      'The aim was to test whether IL-6 predicts mortality.',
      'Type 2 diabetes was defined by HbA1c ≥ 6.5%.',
      'A type of biochar with 75% C was applied at 10 t ha⁻¹.',
      'The inscription on the stela was dated to 300 BCE.',
      'Workers in direct contact with the animals were tested.',
      'The lamp emits at 254 nm and was replaced every 1,000 h.',
      'The radiation dose was 2 Gy per fraction.',
      'Results differ between the two sites (Table 2).',
      'Nitrogen uptake fitted the logistic model well (R² = 0.97).',
      'To date, 14 species have been described (Lee et al., 2019).',
      'Finally, the pellet was resuspended in 1 mL PBS.',
      'Although small, the effect persisted (d = 0.21).',
      'All data were checked twice and all samples were stored at −80 °C.',
      'The elder sister of each proband was interviewed.',
      'All staff were trained and all livestock were vaccinated.',
      'A change in temperature of 2 °C shifted the phase boundary.',
      'Higher wages contribute to change in behaviour (Sen, 1999).',
      'Several factors contribute to soil erosion (Lal, 2001).',
      'Each sensor has two types of output.',
      'The beam was cut by laser and polished.',
      'Blood pressure was measured using automated sphygmomanometers.',
      'We are committed to the protocol registered at PROSPERO.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

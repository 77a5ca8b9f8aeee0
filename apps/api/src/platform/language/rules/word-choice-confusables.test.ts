import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from './rule-test-support';

describe('confusable words and false friends', () => {
  it.each([
    ['The vaccine was specially effective in children under five.', 'The vaccine was especially effective in children under five.'],
    ['Losses were high, specially in the dry season.', 'Losses were high, especially in the dry season.'],
    ['This gap could eventually be explained by differences in diet.', 'This gap could possibly be explained by differences in diet.'],
    ['Solar drying is more economic than electric drying.', 'Solar drying is more economical than electric drying.'],
    ['A principle component analysis reduced the twelve traits to three.', 'A principal component analysis reduced the twelve traits to three.'],
    ['The principle investigator screened every case.', 'The principal investigator screened every case.'],
    ['The bolts became slightly lose after cyclic loading.', 'The bolts became slightly loose after cyclic loading.'],
    ['Roots grew faster in the lose soil of the tilled plots.', 'Roots grew faster in the loose soil of the tilled plots.'],
    ['The main propose of this work is to compare two sorbents.', 'The main purpose of this work is to compare two sorbents.'],
    ['Here we purpose a new index of drought.', 'Here we propose a new index of drought.'],
    ['The seedlings were submitted to salt stress for two weeks.', 'The seedlings were subjected to salt stress for two weeks.'],
    ['The columns were submitted to axial compression.', 'The columns were subjected to axial compression.'],
    ['The interferometer reaches big precision at short baselines.', 'The interferometer reaches high precision at short baselines.'],
    ['A big amount of sediment entered the reservoir.', 'A large amount of sediment entered the reservoir.'],
    ['We did a revision of the published literature on biochar.', 'We did a review of the published literature on biochar.'],
    ['It is useful to do a distinction between the two mechanisms.', 'It is useful to make a distinction between the two mechanisms.'],
    ['The effect of gender was not significative.', 'The effect of gender was not significant.'],
    ['These estimates are coherent with previous reports from Chile.', 'These estimates are consistent with previous reports from Chile.'],
    ['The flood provoked the collapse of two footbridges.', 'The flood caused the collapse of two footbridges.'],
    ['The survey was made with 300 households in Bahia.', 'The survey was conducted with 300 households in Bahia.'],
    ['The sensibility and specificity of the test were 91% and 88%.', 'The sensitivity and specificity of the test were 91% and 88%.'],
    ['The vegetal cover was estimated from drone images.', 'The plant cover was estimated from drone images.'],
    ['Germination is the most critic stage for the crop.', 'Germination is the most critical stage for the crop.'],
    ['The peptide actuates as an inhibitor of the protease.', 'The peptide acts as an inhibitor of the protease.'],
    ['The doses were adjusted in base of body weight.', 'The doses were adjusted based on body weight.'],
    ['The diagnostic sensibility of the assay was low.', 'The diagnostic sensitivity of the assay was low.'],
    ['We tested weather the effect depends on dose.', 'We tested whether the effect depends on dose.'],
    ['Yields were higher then in the previous season.', 'Yields were higher than in the previous season.'],
    ['Count data are discreet variables.', 'Count data are discrete variables.'],
    ['The design cannot support a casual inference.', 'The design cannot support a causal inference.'],
    ['Screening for prostrate cancer began at 50.', 'Screening for prostate cancer began at 50.'],
    ['The treated affluent met the discharge limits.', 'The treated effluent met the discharge limits.'],
    ['The adjuvant may illicit a strong immune response.', 'The adjuvant may elicit a strong immune response.'],
    ['The medium age of the respondents was 41 years.', 'The mean age of the respondents was 41 years.'],
  ])('uses the usual word: %s', async (src, gold) => {
    expect(await corrected(src)).toBe(gold);
  });

  it('suggests "present" for "actual" of the writer\'s own study', async () => {
    const [finding] = await findingsOf('In the actual study, we extend the survey to rural areas.', 'word-choice');
    expect(finding?.suggestions[0]).toBe('present');
  });

  it('leaves the words where their own meaning is meant', async () => {
    for (const src of [
      'The probe was specially designed for deep boreholes.',
      'Untreated lesions could eventually lead to blindness.',
      'The economic burden of malaria fell by 12% between 2010 and 2020.',
      'More economic growth did not reduce poverty in the north.',
      'The principle of superposition holds for linear systems.',
      'Farmers lose soil and nutrients to erosion every wet season.',
      'Patients lose weight during chemotherapy.',
      'For this purpose, we used a mixed model.',
      'The manuscript was submitted to the ethics committee in 2022.',
      'Samples were submitted to the core facility for sequencing.',
      'We do not distinguish between the two isolates.',
      'Neither do the predictions of the second model agree with the data.',
      'The laser remains phase-coherent with the reference oscillator.',
      'Measurements were made with a digital caliper.',
      'The trial resumed in March after the lockdown.',
      'In the actual experiment, the dose was halved.',
      'The vegetal pole of the oocyte gives rise to the endoderm.',
      'The culture medium was replaced every two days.',
      'Cells were grown in medium supplemented with 10% FBS.',
      'The results were provoked by no single factor; they reflect many.',
      'A sensible choice of priors stabilized the fit.',
      'We assessed weather conditions at each site.',
      'The samples were then dried at 60 °C.',
      'Growth was faster at first, then slower.',
      'Patients were approached in a discreet manner.',
      'Participants wore casual clothing.',
      'The patient lay prostrate on the floor.',
      'The affluent districts had lower mortality.',
      'Illicit drug use was reported by 4% of respondents.',
    ]) expect(await corrected(src)).toBe(src);
  });
});

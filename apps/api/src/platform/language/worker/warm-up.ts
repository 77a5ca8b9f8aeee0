/**
 * A sample of scientific prose, with the kinds of errors the rules look for, that a new worker checks
 * once before its first document so that every rule and Harper's linter have run (and been compiled).
 */
export const WARM_UP_TEXT: string[] = [
  'In contrast the treated group showed a marked increase of the expression levels of TP53 (p < 0.05), as reported by Smith et al. (2019).',
  'The informations on the cohort was collected during 12 months and the patients were follow up at 37 °C in an clinic [4, 7].',
  'These sample indicate that the method can effectively reduced the noise, which is consisted of two component.',
  'Since 2015, the number of studies increased; in 2018 the authors have reported that the the effect depends of the dose.',
  'We made an experiment to test whether the catalyst is more stable as the reference, and the results are resumed in Table 2.',
  'Escherichia coli K-12 was cultured in LB broth, and the OD600 was measured with a spectrophotometer every 30 min.',
];

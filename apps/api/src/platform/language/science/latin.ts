/**
 * Latin (and French) phrases of scientific English, written as they are used, in lower case. They are
 * kept as they stand: no spelling, article or agreement rule reads inside them.
 */
export const LATIN_PHRASES: readonly string[] = [
  'in vitro', 'in vivo', 'in situ', 'in silico', 'in utero', 'in ovo', 'in planta', 'in toto', 'in extenso', 'in absentia',
  'ex vivo', 'ex situ', 'ex ante', 'ex post', 'de novo', 'ad libitum', 'ad lib.', 'ad hoc', 'ad infinitum', 'post hoc',
  'post mortem', 'post-mortem', 'ante mortem', 'a priori', 'a posteriori', 'per se', 'per capita', 'per annum', 'pro rata',
  'vice versa', 'inter alia', 'et al.', 'et seq.', 'sensu lato', 'sensu stricto', 's.l.', 's.s.', 'status quo', 'mutatis mutandis',
  'ceteris paribus', 'bona fide', 'de facto', 'de jure', 'in extremis', 'prima facie', 'sine qua non', 'ab initio', 'ab origine',
  'i.e.', 'e.g.', 'cf.', 'viz.', 'etc.', 'vs.', 'ca.', 'circa', 'via', 'versus', 'errata', 'erratum', 'addendum', 'corrigendum',
  'incertae sedis', 'nomen nudum', 'sp. nov.', 'gen. nov.', 'comb. nov.', 'stat. nov.', 'in press', 'op. cit.', 'ibid.', 'passim',
  'lege artis', 'in loco', 'in natura', 'milieu', 'en bloc', 'en face', 'en route', 'in lieu', 'per os', 'p.o.', 'i.v.', 'i.p.', 's.c.',
];

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
  // Legal Latin.
  'quantum meruit', 'res judicata', 'res ipsa loquitur', 'habeas corpus', 'amicus curiae', 'obiter dicta', 'obiter dictum', 'ratio decidendi',
  'mens rea', 'actus reus', 'pro bono', 'sui generis', 'ultra vires', 'inter vivos', 'in camera', 'de minimis', 'stare decisis', 'ex parte',
  'ex post facto', 'per curiam', 'certiorari', 'pro se', 'inter se', 'lex loci', 'forum non conveniens', 'in limine', 'in personam', 'in rem',
  'nunc pro tunc', 'restitutio in integrum', 'caveat emptor', 'force majeure', 'laissez-faire', 'erga omnes', 'jus cogens', 'pacta sunt servanda',
  'rebus sic stantibus', 'nulla poena sine lege', 'ne bis in idem', 'non bis in idem', 'in dubio pro reo', 'onus probandi', 'locus standi',
  // Anatomical and biological Latin.
  'substantia nigra', 'pars compacta', 'pars reticulata', 'corpus callosum', 'corpus luteum', 'corpus cavernosum', 'corpora lutea', 'vena cava',
  'stratum corneum', 'stratum basale', 'tunica media', 'tunica intima', 'tunica adventitia', 'lamina propria', 'locus coeruleus', 'globus pallidus',
  'nucleus accumbens', 'nucleus tractus solitarii', 'area postrema', 'pia mater', 'dura mater', 'arachnoid mater', 'vas deferens', 'ductus arteriosus',
  'foramen ovale', 'foramen magnum', 'sella turcica', 'zona pellucida', 'zona fasciculata', 'zona glomerulosa', 'rete testis', 'situs inversus',
  'cor pulmonale', 'angina pectoris', 'herpes zoster', 'tinea pedis', 'pectus excavatum', 'genu valgum', 'hallux valgus', 'in extremis', 'post partum',
  'ante partum', 'per rectum', 'per vaginam', 'nil per os', 'sensu latu', 'incertae sedis', 'nomen dubium', 'type locality', 'lege artis', 'in loco', 'in natura', 'milieu', 'en bloc', 'en face', 'en route', 'in lieu', 'per os', 'p.o.', 'i.v.', 'i.p.', 's.c.',
];

import type { GlossaryEntry } from './glossary';

/**
 * The reflexive passive of a methods section ("se incluyeron 248 pacientes", "se midió la temperatura") is
 * an English passive ("were included", "was measured"); a literal engine makes it "they included" or drops
 * it. These are the verbs of methods and results sections, with their English participle; the Spanish
 * forms are made by the regular preterite endings, irregular ones are written out.
 */
const REGULAR_AR: [string, string][] = [
  ['observ', 'observed'], ['determin', 'determined'], ['realiz', 'performed'], ['utiliz', 'used'], ['us', 'used'], ['evalu', 'evaluated'],
  ['registr', 'recorded'], ['cultiv', 'cultured'], ['aplic', 'applied'], ['instal', 'installed'], ['ensay', 'tested'], ['inicializ', 'initialized'],
  ['calcin', 'calcined'], ['enfri', 'cooled'], ['silenci', 'silenced'], ['verific', 'verified'], ['asoci', 'associated'], ['analiz', 'analyzed'],
  ['calcul', 'calculated'], ['estim', 'estimated'], ['compar', 'compared'], ['identific', 'identified'], ['cuantific', 'quantified'],
  ['clasific', 'classified'], ['sintetiz', 'synthesized'], ['caracteriz', 'characterized'], ['prepar', 'prepared'], ['incub', 'incubated'],
  ['centrifug', 'centrifuged'], ['lav', 'washed'], ['sec', 'dried'], ['almacen', 'stored'], ['congel', 'frozen'], ['recolect', 'collected'],
  ['reclut', 'recruited'], ['seleccion', 'selected'], ['excluy', 'excluded'], ['aleatoriz', 'randomized'], ['trat', 'treated'],
  ['administr', 'administered'], ['inocul', 'inoculated'], ['fertiliz', 'fertilized'], ['irrig', 'irrigated'], ['muestre', 'sampled'],
  ['encuest', 'surveyed'], ['entrevist', 'interviewed'], ['valid', 'validated'], ['ajust', 'adjusted'], ['control', 'controlled'],
  ['model', 'modeled'], ['simul', 'simulated'], ['implement', 'implemented'], ['entren', 'trained'], ['optimiz', 'optimized'],
  ['dise', 'designed'], ['desarroll', 'developed'], ['consider', 'considered'], ['detect', 'detected'], ['encontr', 'found'],
  ['document', 'documented'], ['report', 'reported'], ['not', 'noted'], ['confirm', 'confirmed'], ['examin', 'examined'], ['explor', 'explored'],
  ['amplific', 'amplified'], ['secuenci', 'sequenced'], ['purific', 'purified'], ['filtr', 'filtered'], ['mezcl', 'mixed'],
  ['agit', 'stirred'], ['calent', 'heated'], ['deposit', 'deposited'], ['irradi', 'irradiated'],
  ['ilumin', 'illuminated'], ['pes', 'weighed'], ];

/** Irregular or -er/-ir verbs: singular and plural preterite written out. */
const WRITTEN_OUT: [string, string, string][] = [
  ['incluyó', 'incluyeron', 'included'], ['excluyó', 'excluyeron', 'excluded'], ['obtuvo', 'obtuvieron', 'obtained'], ['midió', 'midieron', 'measured'],
  ['dispuso', 'dispusieron', 'arranged'], ['propuso', 'propusieron', 'proposed'], ['extrajo', 'extrajeron', 'extracted'], ['diluyó', 'diluyeron', 'diluted'],
  ['disolvió', 'disolvieron', 'dissolved'], ['recubrió', 'recubrieron', 'coated'], ['expuso', 'expusieron', 'exposed'], ['sometió', 'sometieron', 'subjected'],
  ['ejecutó', 'ejecutaron', 'run'], ['describió', 'describieron', 'described'], ['definió', 'definieron', 'defined'], ['mantuvo', 'mantuvieron', 'maintained'],
  ['construyó', 'construyeron', 'built'], ['distribuyó', 'distribuyeron', 'distributed'], ['recogió', 'recogieron', 'collected'],
  ['eligió', 'eligieron', 'chosen'], ['escogió', 'escogieron', 'chosen'], ['añadió', 'añadieron', 'added'], ['sembró', 'sembraron', 'sown'],
  ['produjo', 'produjeron', 'produced'], ['introdujo', 'introdujeron', 'introduced'], ['redujo', 'redujeron', 'reduced'],
  ['vertió', 'vertieron', 'poured'], ['repitió', 'repitieron', 'repeated'], ['siguió', 'siguieron', 'followed'], ['dividió', 'dividieron', 'divided'],
  ['asumió', 'asumieron', 'assumed'], ['omitió', 'omitieron', 'omitted'], ['permitió', 'permitieron', 'allowed'], ['recibió', 'recibieron', 'received'],
];

export function spanishPassives(): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  for (const [stem, participle] of REGULAR_AR) {
    entries.push({ source: `se ${stem}ó`, target: `was ${participle}` }, { source: `se ${stem}aron`, target: `were ${participle}` });
  }
  for (const [singular, plural, participle] of WRITTEN_OUT) {
    entries.push({ source: `se ${singular}`, target: `was ${participle}` }, { source: `se ${plural}`, target: `were ${participle}` });
  }
  return entries;
}

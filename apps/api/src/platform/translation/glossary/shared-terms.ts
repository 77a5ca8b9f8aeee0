import type { GlossaryEntry, GlossaryPattern } from './glossary';

/**
 * What Spanish and Portuguese scientific writing share: abbreviations that change in English and the
 * statistics patterns. Sources in README.md (DeCS/MeSH for health, IUPAC and the SI Brochure for chemistry
 * and units, the ISI glossary of statistical terms).
 */

/** Clinical chemistry: PCR is C-reactive protein (CRP) next to serum, plasma and inflammation; in molecular biology it stays PCR. */
const CLINICAL = /s[ée]ric|soro|suero|plasm|nivel|níve|inflama|mg\/[dL]|IL-\d|prote[íi]na C|sepsis|sepse|pacientes|ingreso|admiss/i;
const MOLECULAR = /amplific|cebador|iniciador|primer|ADN|DNA|ARN|RNA|gen(?:e|es)?\b|qPCR|RT-|secuenc|sequenc|cepa|clon/i;

/** Abbreviation → English, written as in the source (case matters: "DE" is not "de"). */
const ABBREVIATIONS: [string, string][] = [
  ['ADN', 'DNA'], ['ADNc', 'cDNA'], ['ADNmt', 'mtDNA'], ['ARN', 'RNA'], ['ARNm', 'mRNA'], ['ARNr', 'rRNA'], ['ARNt', 'tRNA'],
  ['ARNi', 'RNAi'], ['ARNip', 'siRNA'], ['ARNmi', 'miRNA'], ['ARNnc', 'ncRNA'],
  ['IMC', 'BMI'], ['PIB', 'GDP'], ['RMN', 'NMR'], ['IRM', 'MRI'], ['RM', 'MRI'], ['TC', 'CT'], ['TAC', 'CT'],
  ['EPOC', 'COPD'], ['DPOC', 'COPD'], ['SIDA', 'AIDS'], ['VIH', 'HIV'], ['VHB', 'HBV'], ['VHC', 'HCV'], ['VPH', 'HPV'], ['VSR', 'RSV'],
  ['OMS', 'WHO'], ['OPS', 'PAHO'], ['ONU', 'UN'], ['UE', 'EU'], ['FMI', 'IMF'], ['OCDE', 'OECD'],
  ['UCI', 'ICU'], ['UTI', 'ICU'], ['SNC', 'CNS'], ['LCR', 'CSF'], ['TFG', 'GFR'], ['IAM', 'AMI'], ['ACV', 'stroke'], ['AVC', 'stroke'],
  ['HTA', 'hypertension'], ['HAS', 'hypertension'], ['DM2', 'T2DM'], ['ECA', 'RCT'], ['ECR', 'RCT'], ['ERC', 'CKD'], ['DRC', 'CKD'],
  ['ITU', 'UTI'], ['TB', 'TB'], ['ELA', 'ALS'], ['EM', 'MS'], ['TEA', 'ASD'], ['TDAH', 'ADHD'], ['TEPT', 'PTSD'], ['TOC', 'OCD'],
  ['IC', 'CI'], ['DE', 'SD'], ['DP', 'SD'], ['RIC', 'IQR'], ['IIQ', 'IQR'], ['RR', 'RR'], ['OR', 'OR'], ['HR', 'HR'],
  ['AFC', 'CFA'], ['AFE', 'EFA'], ['ACP', 'PCA'], ['MEV', 'SEM'], ['MEB', 'SEM'], ['MET', 'TEM'], ['DRX', 'XRD'], ['FRX', 'XRF'],
  ['EDS', 'EDS'], ['FTIR', 'FTIR'], ['CLAE', 'HPLC'], ['CG-EM', 'GC-MS'], ['CG', 'GC'], ['EM', 'MS'], ['UV-Vis', 'UV-Vis'],
  ['MEF', 'FEM'], ['CFD', 'CFD'], ['IA', 'AI'], ['PLN', 'NLP'], ['RNC', 'CNN'], ['RNA', 'RNA'],
  ['IDH', 'HDI'], ['IPC', 'CPI'], ['PEA', 'EAP'], ['PYME', 'SME'], ['PYMES', 'SMEs'], ['PME', 'SME'], ['PMEs', 'SMEs'],
  ['ODS', 'SDGs'], ['GEI', 'GHG'], ['MO', 'OM'], ['CIC', 'CEC'], ['CTC', 'CEC'], ['NDVI', 'NDVI'],
];

export const SHARED_ENTRIES: GlossaryEntry[] = [
  ...ABBREVIATIONS.filter(([source]) => source !== 'RNA' && source !== 'EM').map(([source, target]) => ({ source, target, caseSensitive: true })),
  { source: 'PCR', target: 'CRP', caseSensitive: true, when: CLINICAL, unless: MOLECULAR },
  { source: 'et al.', target: 'et al.' },
  { source: 'in vitro', target: 'in vitro' },
  { source: 'in vivo', target: 'in vivo' },
  { source: 'in situ', target: 'in situ' },
  { source: 'in silico', target: 'in silico' },
  { source: 'ex vivo', target: 'ex vivo' },
  { source: 'a priori', target: 'a priori' },
  { source: 'post hoc', target: 'post hoc' },
  { source: 'per capita', target: 'per capita' },
  { source: 'sensu stricto', target: 'sensu stricto' },
  { source: 'sensu lato', target: 'sensu lato' },
];

/** Confidence intervals and ages in the forms both languages use. */
export const SHARED_PATTERNS: GlossaryPattern[] = [
  { pattern: /\bIC\s?(?:del\s|de\s)?(\d{2})\s?%/gu, target: '$1% CI' },
  { pattern: /\bIC(\d{2})\s?%/gu, target: '$1% CI' },
  { pattern: /\bintervalos? de confian(?:za|ça) (?:del |de )?(\d{2})\s?%/giu, target: '$1% confidence interval' },
];

import type { CollocationPattern } from './patterns';

/**
 * Collocations added after reading the engine's misses on text it had not seen: the same sources as the
 * main lists (dependent prepositions of learner's dictionaries; Spanish and Portuguese false friends:
 * eficacia/eficácia, asistencia/assistência, formación/formação, consciente de, elaborar, actual/atual),
 * each restricted to the contexts where the other meaning cannot be meant.
 */
export const MORE_PREPOSITIONS: CollocationPattern[] = [
  // "consists in glass fibres" (a list of parts) is "of"; "consists in showing" (lies in) is left alone.
  { pattern: '=consist [in] #ADJ|#NOUN #NOUN', replacement: 'of', certainty: 0.9 },
  { pattern: 'exposed|exposure [at] chronic|acute|repeated|continuous|prolonged|daily|intermittent|ambient|ultraviolet|uv|solar|direct|simulated|social', replacement: 'to' },
  // A drug after "resistant at" is "to"; a concentration ("resistant at 8 µg/mL") is right: suggested.
  { pattern: 'resistant|susceptible|tolerant [at] #NOUN|#PROPN', replacement: 'to', certainty: 0.7 },
  { pattern: '=form|=deposit|=adsorb|=grow|=attach|=accumulate|=immobilize|=immobilise|=precipitate|=spread|=nucleate [in] the|its|their surface|surfaces', replacement: 'on', certainty: 0.9 },
  { pattern: 'stable|stability [at] @number hours|days|weeks|months|years|h|min', replacement: 'for', certainty: 0.9 },
  { pattern: 'shown|presented|listed|summarized|summarised|given|reported|illustrated|depicted|displayed|provided|detailed [at] table|tables|figure|figures|fig|figs|section|appendix|supplementary', replacement: 'in' },
  // "an increase of the expression" → "in"; "an increase of 20%" gives the size and is right.
  { pattern: 'increase|increases|decrease|decreases [of] the|its|their|this|these', replacement: 'in', certainty: 0.9 },
  // Verbs that take their object directly: emphasize (on), comprise (of), reach (to), lack (of), return (back).
  { pattern: '=emphasize|=emphasise [on] the|this|these|that|its|their|our|how|#NOUN', replacement: '' },
  { pattern: 'comprise|comprises|comprising [of]', replacement: '' },
  { pattern: '=reach [to] #NUM|@number|the|a|an|its|their|about|approximately|over|more|nearly|almost|maximum|values|levels', replacement: '' },
  { pattern: 'lacks|lacked|lacking [of] the|a|an|any|#NOUN|#ADJ', replacement: '', certainty: 0.9 },
  { pattern: '=return [back] to', replacement: '' },
  { pattern: '[in] the other hand', replacement: 'on' },
  // Solvents take "in" ("dispersed on a grid" is right); blots go "to" a membrane; causes are "attributed to".
  { pattern: '=disperse|=dissolve|=suspend|=dilute|=resuspend|=solubilize|=solubilise|=immerse|=soak [on|at] ?a|an|the ?#ADJ|#NUM|#PROPN|#NOUN|#SYM|#X ?#ADJ|#NUM|#PROPN|#NOUN|#SYM|#X ?#ADJ|#NUM|#PROPN|#NOUN|#SYM|#X ethanol|methanol|water|acetone|toluene|hexane|chloroform|dmso|dmf|thf|isopropanol|acetonitrile|dichloromethane|buffer|pbs|saline|medium|solution|solvent|media|water-ethanol|mixture', replacement: 'in', certainty: 0.9 },
  { pattern: '=transfer|=blot|=electroblot [at|in|into|on] a|an|the ?#ADJ|#NOUN|#PROPN ?#ADJ|#NOUN|#PROPN membrane|membranes', replacement: 'to', certainty: 0.9 },
  { pattern: 'is|are|was|were|be|been|largely|partly|mainly|partially|mostly|primarily|often|generally|commonly attributed [with|for] #NOUN|#ADJ|#ADV|#VERB|the|a|an|its|their|this|these', replacement: 'to', certainty: 0.9 },
  { pattern: 'satisfied|dissatisfied|satisfaction|dissatisfaction [about|of|for|by] the|their|its|this|these|our|a|an|#ADJ|#NOUN', replacement: 'with', certainty: 0.9 },
  { pattern: 'participation|=participate [on|at|of] the|a|an|this|these|our|their|its|#ADJ ?#ADJ survey|surveys|study|studies|trial|trials|program|programme|programs|programmes|project|projects|interview|interviews|activities|activity|research|experiment|experiments|workshop|workshops|course|courses|sessions|session|election|elections|decision|decisions', replacement: 'in', certainty: 0.9 },
];

export const MORE_WORD_CHOICES: CollocationPattern[] = [
  // eficacia/eficácia: a treatment's effect under trial conditions is its efficacy.
  { pattern: '[efficiency] of the|this|a|an|these|its ?#ADJ vaccine|vaccines|drug|drugs|treatment|treatments|therapy|therapies|intervention|interventions|medication|regimen|antibiotic|antibiotics|vaccination|immunization|immunisation', replacement: 'efficacy', certainty: 0.9 },
  { pattern: 'vaccine|vaccines|drug|drugs|treatment|therapy|intervention|antibiotic|antibiotics =show|=demonstrate|=have|=achieve ?a|an ?high|higher|low|lower|greater|similar|good|better|poor|#ADJ [efficiency]', replacement: 'efficacy', certainty: 0.9 },
  { pattern: 'vaccine|drug|clinical|therapeutic|treatment [efficiency]', replacement: 'efficacy', certainty: 0.9 },
  // asistencia/assistência (a clinic's, a school's) = attendance.
  { pattern: '[assistance] at|to the|a|an|their ?#ADJ clinic|clinics|school|schools|class|classes|session|sessions|meeting|meetings|lectures|lecture|course|courses|appointments|appointment|services|consultations|consultation|centres|centers|centre|center', replacement: 'attendance', certainty: 0.9 },
  { pattern: 'school|class|clinic|lecture|meeting|session [assistance]', replacement: 'attendance', certainty: 0.9 },
  // actual/atual = current, before nouns of the present state of affairs.
  { pattern: 'the|our|its|their [actual] guidelines|legislation|law|laws|policy|policies|regulations|regulation|recommendations|scenario|trends|debate|literature|government|administration|stage|phase|standards|guideline', replacement: 'current', certainty: 0.9 },
  { pattern: '[lecture|lectures] of the|each|all ?#ADJ instruments|sensors|gauges|meters|thermometers|probes|dials|manometers|thermocouples|scales|balances', replacement: '{noun:reading}' },
  // formación/formação of people = training.
  { pattern: '[formation] of ?#ADJ|#NOUN ?#NOUN teachers|professionals|doctors|nurses|physicians|researchers|students|staff|workers|midwives|agents|technicians|volunteers|pharmacists|engineers|farmers|personnel|specialists|educators|providers|managers', replacement: 'training', certainty: 0.9 },
  { pattern: 'very|highly|extremely|particularly|more|less|most [sensible] to changes|variations|fluctuations|increases|decreases|shifts|reductions|temperature|light|humidity|moisture|salinity|drought|stress|noise|ph|oxygen|pressure', replacement: 'sensitive' },
  // consciente de = aware of (suggested: "conscious of" is English too, if rarer in this sense).
  { pattern: 'not|were|was|are|is|be|been|fully|well|more|less [conscious] of the|their|its|this|these|how|what|risks|risk|dangers|importance|need|benefits|consequences', replacement: 'aware', certainty: 0.6 },
  // elaborar = prepare, of a sample or a material.
  { pattern: 'were|was|is|are|been [elaborated] by|from|using|with|following|according', replacement: 'prepared', certainty: 0.9 },
  // passar por / pasar por = undergo.
  { pattern: '[=pass by] a|an|the|several|two|three ?#ADJ process|processes|treatment|treatments|filtration|procedure|procedures|evaluation|evaluations|surgery|screening|purification|stages|steps|step|stage|changes|transformation|transformations', replacement: '{form:undergo}', certainty: 0.9 },
  // escaso/escasso: little rain is low rainfall.
  { pattern: '[scarce] rainfall|precipitation|rain|rains|rainfalls', replacement: 'low', certainty: 0.9 },
  // "amount of patients": things that are counted take "number".
  { pattern: 'the|a|an|large|small|total|great|huge|high|low|increasing|growing|limited [amount] of patients|people|participants|cells|samples|individuals|children|students|cases|respondents|animals|trees|species|articles|papers|studies|vehicles|users|households|farms|visits|events|particles|molecules|plants|sites|genes|publications|citations|errors|images|nodes|parameters|features|women|men|birds|fish|insects|seeds|infections|deaths|admissions|employees|workers|companies|firms|countries|cities', replacement: 'number', certainty: 0.9 },
];

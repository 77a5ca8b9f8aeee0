import type { CollocationPattern } from './patterns';

/**
 * A third list of word choices: pairs English keeps apart that second-language authors confuse
 * (principal/principle, loose/lose, purpose/propose, economic/economical, especially/specially), the verb
 * a noun takes (make a distinction, subject to a treatment, cause damage, conduct a study), and more
 * Spanish and Portuguese false friends (eventualmente = possibly, sensibilidad = sensitivity, vegetal =
 * plant, crítico = critical, coherente con = consistent with, provocar = cause, revisión de la literatura
 * = literature review, actuar = act). Each is restricted to contexts where the other meaning cannot be meant.
 */
export const CONFUSABLE_WORD_CHOICES: CollocationPattern[] = [
  // "specially designed" (for a purpose) is right; before an adjective or a clause it is "especially".
  { pattern: '[specially] important|relevant|useful|effective|high|low|true|common|prevalent|pronounced|severe|vulnerable|susceptible|marked|strong|evident|interesting|valuable|difficult|challenging|critical|beneficial|noticeable|frequent|rare|in|among|when|during|if|since|because|where', replacement: 'especially', certainty: 0.9 },
  // eventualmente = possibly, where the verb explains a finding ("could eventually lead to" is right).
  { pattern: 'could|may|might|can ?also [eventually] be explained|attributed|related|due|associated|linked|caused|influenced|affected|responsible|justified', replacement: 'possibly', certainty: 0.9 },
  // Saving money is economical; of the economy is economic (the other direction is in the main list).
  { pattern: 'more|less|most|very|quite|highly|particularly|sufficiently|equally [economic] than|.|,|for|because|option|choice|alternative', replacement: 'economical', certainty: 0.9 },
  { pattern: '[principle] investigator|investigators|component|components|axis|axes|stress|stresses|strain|strains|author|authors|cause|causes|source|sources|reason|reasons|aim|objective|curvature|curvatures|eigenvalue|eigenvalues', replacement: 'principal', certainty: 0.9 },
  // "lose" is the verb; what is not tight is "loose".
  { pattern: 'a|the|very|more|too|relatively|slightly|rather|somewhat|this|its [lose] soil|soils|sand|sediment|sediments|connection|connections|bolt|bolts|fit|contact|structure|packing|particles|powder|fibres|fibers|wire|wires|screws|threads|tissue|network|aggregate|aggregates', replacement: 'loose', certainty: 0.9 },
  { pattern: 'bolt|bolts|screw|screws|nut|nuts|connection|connections|joint|joints|wire|wires|cable|cables|fitting|fittings|tooth|teeth|soil|sediment|sediments|bandage|knot|knots|plug|anchor|anchors|rivet|rivets was|were|is|are|became|become|becomes|remained|remain|got|came|come ?very|too|slightly|rather|somewhat|completely|partly [lose]', replacement: 'loose', certainty: 0.9 },
  // The noun is "purpose"; the verb is "propose".
  { pattern: 'the|this|our|main|primary|its|their|sole|only|specific [propose] of|was|is|here', replacement: 'purpose', certainty: 0.9 },
  { pattern: 'we|authors|they|study|paper|article|work|researchers [purpose] a|an|the|that|to|two|three|several|new|novel|this|these', replacement: 'propose', certainty: 0.9 },
  { pattern: 'we|authors|they|been|previously|recently|originally|first|was|were [purposed]', replacement: 'proposed', certainty: 0.9 },
  // submeter/someter a = subject to (a treatment, a load); "submitted to a journal" is right.
  { pattern: 'be|was|were|is|are|been|being [submitted] to ?a|an|the|#NUM ?@any ?@any stress|stresses|treatment|treatments|diet|diets|surgery|loading|load|loads|bending|compression|tension|heat|cooling|heating|drought|salinity|irradiation|radiation|centrifugation|fatigue|cycles|temperatures|temperature|pressure|pressures|shock|exercise|chemotherapy|radiotherapy|therapy|freezing|thawing|ageing|aging|weathering|abrasion|vibration|stretching|fasting|hypoxia|anoxia|flooding|waterlogging|shading|defoliation|pruning|starvation|deprivation|restraint|anesthesia|anaesthesia|conditions', replacement: 'subjected', certainty: 0.9 },
  // Quantities are high or large, not big.
  { pattern: '[big|huge] precision|accuracy|resolution|sensitivity|specificity|speed|velocity|temperature|temperatures|pressure|pressures|concentration|concentrations|efficiency|yield|yields|frequency|density|intensity|reliability|rate|rates', replacement: 'high', certainty: 0.9 },
  { pattern: 'a|the [big|huge] amount|amounts|quantity|quantities|number|numbers|proportion|percentage|fraction|variety', replacement: 'large', certainty: 0.9 },
  // revisión de la literatura = literature review.
  { pattern: '=do|=make|=perform|=conduct a|an ?#ADJ [revision] of the|recent|published|existing|available|relevant|current|international|scientific ?#ADJ literature|studies|evidence|research|publications|articles', replacement: 'review' },
  { pattern: '[revision] of the ?#ADJ literature', replacement: 'review', certainty: 0.9 },
  { pattern: 'literature [revision|revisions]', replacement: '{noun:review}', certainty: 0.9 },
  // English makes a distinction, an effort, a decision (hacer/fazer = both do and make).
  { pattern: 'we|they|to|i|#NOUN ?#ADV [=do] a|an|the|no|any|this|such|clear|further|every|great|big|considerable ?#ADJ distinction|distinctions|effort|efforts|mistake|mistakes|decision|decisions|assumption|assumptions|prediction|predictions|suggestion|suggestions|proposal|proposals|attempt|attempts|recommendation|recommendations|discovery|discoveries', replacement: '{form:make}', certainty: 0.9 },
  // significativo = significant; coherente com/con = consistent with; provocar = cause.
  { pattern: '[significative]', replacement: 'significant', certainty: 0.9 },
  { pattern: '[significatively]', replacement: 'significantly', certainty: 0.9 },
  { pattern: '[coherent] with ?the|those|our|these|previous|earlier|prior|recent|other|existing|published ?#ADJ literature|findings|results|data|reports|studies|theory|observations|expectations|predictions|hypothesis|hypotheses|evidence|work|works|research|those|what', replacement: 'consistent', certainty: 0.9 },
  { pattern: '[=provoke] ?a|an|the|significant|severe|marked|considerable|great|major|serious|#NUM ?#ADJ death|deaths|damage|damages|loss|losses|reduction|reductions|increase|increases|decrease|decreases|decline|formation|degradation|failure|failures|collapse|changes|mortality|inhibition|accumulation|release|lesions|lesion|injury|injuries|erosion|cracking|cracks|corrosion|deformation|diarrhea|diarrhoea|disease|diseases|infection|infections|necrosis|apoptosis|displacement', replacement: '{form:cause}', certainty: 0.9 },
  // A study is conducted, not made ("measurements were made" is right).
  { pattern: 'study|studies|survey|surveys|research|trial|trials|investigation|experiment|experiments|interviews|fieldwork was|were|is|are|been|be [made] with|in|on|at|using|between|during|among|from|over', replacement: 'conducted', certainty: 0.9 },
  { pattern: '[resumed|resumes|resume] in the|this|the ?following ?#ADJ table|tables|figure|figures|section|appendix|box|diagram|chart', replacement: '{form:summarize}', certainty: 0.9 },
  // actual/atual = present, of the writer's own study (suggested: "the actual study" may be the real one).
  { pattern: 'in|of the|this [actual] study|work|paper|article|research|investigation|manuscript|report|review|chapter|thesis', replacement: 'present', certainty: 0.8 },
  // sensibilidad/sensibilidade of a test = sensitivity; técnica = technique; vegetal = plant; crítico = critical.
  { pattern: '[sensibility] and specificity', replacement: 'sensitivity', certainty: 0.9 },
  { pattern: '[sensibility] analysis|analyses', replacement: 'sensitivity', certainty: 0.9 },
  { pattern: 'the|high|low|analytical|diagnostic [sensibility] of the|this|a|an|our|each ?#ADJ test|tests|assay|assays|method|methods|sensor|sensors|technique|probe|screening|instrument|detector', replacement: 'sensitivity', certainty: 0.9 },
  { pattern: 'specificity and [sensibility]', replacement: 'sensitivity', certainty: 0.9 },
  { pattern: '[vegetal] cover|species|material|materials|tissue|tissues|extract|extracts|oil|oils|cells|biomass|community|communities|origin|residues|residue|fibres|fibers|protein|proteins|matter|litter', replacement: 'plant', certainty: 0.9 },
  { pattern: 'the|a|most|more [critic] point|points|period|periods|step|steps|value|values|temperature|role|factor|factors|phase|condition|conditions|issue|issues|aspect|aspects|moment|stage|stages|load|concentration', replacement: 'critical', certainty: 0.9 },
  { pattern: '[=actuate] on|as|upon', replacement: '{form:act}', certainty: 0.9 },
  { pattern: '[in reason] of', replacement: 'because', certainty: 0.9 },
  { pattern: '[in base of|on|to]', replacement: 'based on', certainty: 0.9 },
  { pattern: 'a|the|first|second|weekly|monthly|each|this [reunion|reunions] with|of|was|were|held|took', replacement: '{noun:meeting}', certainty: 0.9 },
  { pattern: '[casual] finding|findings|discovery|discoveries', replacement: 'incidental', certainty: 0.9 },
  // Words a letter apart that mean other things: weather/whether, then/than, discreet/discrete, casual/causal,
  // prostrate/prostate, affluent/effluent, illicit/elicit.
  { pattern: '=determine|=assess|=test|=examine|=investigate|=evaluate|=know|unclear|unknown|=ask|=check|=verify|=explore|=establish|=decide|=clarify [weather] the|a|an|this|these|there|it|they|or|such|any|patients|participants', replacement: 'whether', certainty: 0.9 },
  { pattern: 'more|less|higher|lower|greater|smaller|larger|better|worse|faster|slower|longer|shorter|fewer|rather|other|older|younger|stronger|weaker [then] the|a|an|in|at|for|#NUM|@number|those|that|expected|previously|before|usual|predicted|reported|controls|men|women', replacement: 'than', certainty: 0.9 },
  { pattern: '[discreet] variable|variables|values|value|distribution|distributions|data|set|sets|points|steps|levels|categories|model|models|element|elements|states|spectrum|wavelet|fourier|choice|choices|time|event|events|random', replacement: 'discrete', certainty: 0.9 },
  { pattern: '[casual] relationship|relationships|link|links|effect|effects|inference|inferences|mechanism|mechanisms|role|factor|factors|association|associations|pathway|pathways|relation|relations|interpretation|claims|connection', replacement: 'causal', certainty: 0.9 },
  { pattern: '[prostrate] cancer|cancers|gland|tumour|tumor|tumours|tumors|biopsy|biopsies|specific|enlargement|volume|carcinoma|hyperplasia|adenocarcinoma', replacement: 'prostate' },
  { pattern: 'the|treated|untreated|industrial|wastewater|final|secondary|tertiary|hospital|mill|plant|sewage [affluent|affluents] was|were|is|are|from|of|discharged|met|meets|contained|contains|.|,', replacement: '{noun:effluent}', certainty: 0.9 },
  { pattern: '[illicit|illicits|illicited] ?a|an|the|no|any ?#ADJ|#NOUN ?#ADJ|#NOUN response|responses|reaction|reactions|answer|answers|emotions|emotion', replacement: '{form:elicit}', certainty: 0.9 },
  { pattern: 'the|a [medium] value|values|age|height|weight|income|price|prices|score|scores|yield|yields|diameter', replacement: 'mean', certainty: 0.9 },
];

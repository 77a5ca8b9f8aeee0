/** Closed word classes and small lexicons the rules share (lower case). */

export const DETERMINERS = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'each', 'every', 'some', 'any',
  'no', 'another', 'such', 'which', 'what', 'whose', 'either', 'neither', 'several', 'many', 'much', 'few', 'little', 'all', 'both',
  'one', 'most', 'more', 'less', 'fewer', 'certain', 'various', 'numerous', 'multiple', 'same', 'other', 'enough', 'own',
]);

/** Words after which a countable noun is plural. */
/** (Not "multiple": it names methods too — multiple imputation, multiple regression.) */
export const PLURAL_QUANTIFIERS = new Set(['these', 'those', 'several', 'many', 'few', 'various', 'numerous', 'both', 'fewer']);

export const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1000, dozens: 24, hundreds: 200, thousands: 2000,
};

export const BE_FORMS = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"]);
export const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'cannot']);
export const PREPOSITIONS = new Set([
  'of', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'to', 'into', 'onto', 'over', 'under', 'between', 'among', 'through', 'during',
  'after', 'before', 'within', 'without', 'across', 'along', 'against', 'toward', 'towards', 'upon', 'via', 'per', 'about', 'around',
  'above', 'below', 'beyond', 'despite', 'than', 'like', 'near', 'since', 'until', 'throughout', 'versus',
]);
export const PERSONAL_SUBJECTS = new Set(['we', 'they', 'it', 'he', 'she', 'i', 'you', 'this', 'these', 'there']);

/**
 * Nouns that English does not count (no plural, no "a"), where second-language writers often
 * pluralise them because their languages count them (informaciones, pesquisas, 信息们 …).
 * Sources: the mass nouns of learner's dictionaries (Cambridge, Longman) that recur in scientific
 * writing. Each maps the wrong plural to the right form.
 */
export const UNCOUNTABLE_PLURALS: Record<string, string> = {
  informations: 'information', softwares: 'software', hardwares: 'hardware', firmwares: 'firmware', researches: 'research',
  knowledges: 'knowledge', evidences: 'evidence', equipments: 'equipment', feedbacks: 'feedback', advices: 'advice',
  damages: 'damage', furnitures: 'furniture', luggages: 'luggage', baggages: 'baggage', homeworks: 'homework',
  machineries: 'machinery', progresses: 'progress', vocabularies: 'vocabulary', literatures: 'literature', datas: 'data',
  wildlifes: 'wildlife', expertises: 'expertise', trainings: 'training', assistances: 'assistance',
  guidances: 'guidance', supervisions: 'supervision', awarenesses: 'awareness', garbages: 'garbage', pollutions: 'pollution',
  staffs: 'staff', researchs: 'research', informaton: 'information', accommodations: 'accommodation', transportations: 'transportation',
  infrastructures: 'infrastructure', biomasses: 'biomass', livestocks: 'livestock', foliages: 'foliage', sunlights: 'sunlight',
  moistures: 'moisture', humidities: 'humidity', healths: 'health', welfares: 'welfare', safeties: 'safety', poverties: 'poverty',
  electricities: 'electricity', publicities: 'publicity', jewelries: 'jewelry', jewelleries: 'jewellery', clothings: 'clothing',
  mankinds: 'mankind', scenaries: 'scenery', sceneries: 'scenery', traffics: 'traffic', weathers: 'weather', permissions: 'permission',
  musics: 'music', sewages: 'sewage', offsprings: 'offspring', phytoplanktons: 'phytoplankton', zooplanktons: 'zooplankton', planktons: 'plankton', helps: 'help', wastewaters: 'wastewater', groundwaters: 'groundwater', faunas: 'fauna', floras: 'flora', biotas: 'biota', microbiotas: 'microbiota', rainfalls: 'rainfall', snowfalls: 'snowfall', vegetations: 'vegetation', precipitations: 'precipitation', heats: 'heat', personnels: 'personnel', consents: 'consent', fundings: 'funding', harms: 'harm', rubbishes: 'rubbish', cattles: 'cattle', sunshines: 'sunshine', advertisings: 'advertising', leisures: 'leisure', stuffs: 'stuff', paperworks: 'paperwork', manpowers: 'manpower',
  workforces: 'workforce', supports: 'support', breads: 'bread', chaoses: 'chaos',
  nutritions: 'nutrition', malnutritions: 'malnutrition', obesities: 'obesity', hygienes: 'hygiene', sanitations: 'sanitation',
  immunities: 'immunity', wellbeings: 'wellbeing', 'well-beings': 'well-being', agricultures: 'agriculture', aquacultures: 'aquaculture',
  employments: 'employment', unemployments: 'unemployment', educations: 'education', knowhows: 'know-how',
  violences: 'violence', corruptions: 'corruption', transparencies: 'transparency', happinesses: 'happiness', confidences: 'confidence', dusts: 'dust', smokes: 'smoke', fogs: 'fog', mists: 'mist', rains: 'rain', snows: 'snow', thunders: 'thunder', silvers: 'silver', golds: 'gold', coppers: 'copper',
  irons: 'iron', steels: 'steel', cottons: 'cotton', concretes: 'concrete',
  cements: 'cement', asphalts: 'asphalt', fertilizations: 'fertilization', irrigations: 'irrigation', deforestations: 'deforestation',
  erosions: 'erosion', desertifications: 'desertification', biodiversities: 'biodiversity', photosyntheses: 'photosynthesis',
  healthcares: 'healthcare', poultries: 'poultry', malwares: 'malware', ransomwares: 'ransomware', spywares: 'spyware',
  middlewares: 'middleware', freewares: 'freeware', sharewares: 'shareware', coursewares: 'courseware', glasswares: 'glassware',
  plasticwares: 'plasticware', labwares: 'labware', documentations: 'documentation', jargons: 'jargon', courseworks: 'coursework',
  fieldworks: 'fieldwork', teamworks: 'teamwork', legislations: 'legislation', lightnings: 'lightning', daylights: 'daylight',
  moonlights: 'moonlight', wealths: 'wealth', cooperations: 'cooperation', spacecrafts: 'spacecraft', aircrafts: 'aircraft',
  watercrafts: 'watercraft', hails: 'hail', sleets: 'sleet', merchandises: 'merchandise', cutleries: 'cutlery', applauses: 'applause',
  contaminations: 'contamination', radiations: 'radiation',
  jurisprudences: 'jurisprudence', 'know-hows': 'know-how', swines: 'swine',
};

/** Of the plurals above, those that are also verbs in the third person ("the method evidences …", "research progresses"). */
export const UNCOUNTABLE_ALSO_VERBS = new Set(['hails', 'helps', 'heats', 'consents', 'researches', 'evidences', 'damages', 'progresses', 'advices', 'feedbacks', 'trainings', 'staffs', 'permissions', 'harms', 'supports', 'fundings', 'smokes', 'rains', 'snows', 'dusts', 'stuffs', 'irons', 'advertisings']);

/** Of the plurals above, those with an accepted countable sense in some contexts; suggested, not applied. */
export const UNCOUNTABLE_SOMETIMES_COUNTED = new Set(['contaminations', 'radiations', 'cooperations', 'legislations', 'hails', 'faunas', 'floras', 'biotas', 'precipitations', 'rainfalls', 'heats', 'literatures', 'vocabularies', 'accommodations', 'infrastructures', 'biomasses', 'weathers', 'staffs', 'permissions', 'harms', 'supports', 'breads', 'dusts', 'smokes', 'fogs', 'mists', 'rains', 'snows', 'silvers', 'golds', 'coppers', 'irons', 'steels', 'cottons', 'concretes', 'cements', 'immunities', 'employments', 'educations', 'confidences', 'violences', 'fertilizations', 'irrigations', 'erosions', 'workforces']);

/** Verbs followed by a gerund, never by "to" + infinitive (avoid doing, not *avoid to do). */
export const GERUND_VERBS = new Set([
  'avoid', 'consider', 'finish', 'enjoy', 'mind', 'postpone', 'delay', 'risk', 'involve', 'deny', 'practise', 'practice', 'quit',
  'suggest', 'recommend', 'admit', 'appreciate', 'discuss', 'imagine', 'miss', 'resist', 'keep', 'justify', 'entail', 'facilitate',
  'anticipate', 'complete', 'contemplate', 'dislike', 'detest', 'escape', 'excuse', 'forgive', 'mention', 'recall', 'resent', 'tolerate',
]);

/**
 * Verbs that take no object, so have no passive: "*is consisted of" → "consists of",
 * "*was occurred" → "occurred". (Learner's dictionaries mark them intransitive.)
 */
export const INTRANSITIVE_VERBS = new Set([
  'consist', 'occur', 'happen', 'exist', 'belong', 'arise', 'emerge', 'appear', 'remain', 'result', 'originate', 'persist', 'prevail',
  'proceed', 'rely', 'depend', 'suffer', 'collapse', 'disappear', 'vanish', 'die', 'fall', 'rise', 'lie', 'cooperate', 'differ',
  'participate', 'respond', 'react', 'succeed', 'fail', 'consist', 'pertain', 'correspond', 'comply', 'interact', 'recur', 'subside',
  'decline', 'deteriorate', 'evolve', 'stabilize', 'stabilise', 'plateau', 'peak', 'occur', 'coexist', 'converge', 'diverge', 'migrate', 'proliferate',
]);

/** Sentence openers that are followed by a comma when they begin a sentence. */
export const INTRODUCTORY_PHRASES = [
  'in contrast', 'however', 'moreover', 'furthermore', 'in addition', 'additionally', 'therefore', 'consequently', 'nevertheless',
  'nonetheless', 'for example', 'for instance', 'in particular', 'in summary', 'in conclusion', 'in general', 'overall', 'finally',
  'on the other hand', 'on the contrary', 'as a result', 'in other words', 'to date', 'interestingly', 'notably', 'importantly',
  'surprisingly', 'similarly', 'likewise', 'conversely', 'meanwhile', 'specifically', 'ultimately', 'in practice', 'in turn',
  'to our knowledge', 'to the best of our knowledge', 'in brief', 'in short', 'briefly', 'first', 'firstly', 'second', 'secondly',
  'third', 'thirdly', 'lastly', 'in comparison', 'by contrast', 'alternatively', 'accordingly', 'hence', 'besides', 'still',
  'in this study', 'in this paper', 'in this work', 'in this article', 'in this review', 'in the present study', 'in recent years',
  'of note', 'as expected', 'as shown', 'in total', 'taken together', 'collectively', 'altogether', 'at present', 'currently',
];

export const SUBORDINATORS = new Set(['although', 'though', 'because', 'since', 'while', 'whereas', 'when', 'if', 'unless', 'once', 'after', 'before', 'as', 'until']);

/** Common verbs of methods that are never nouns: after a preposition, their base form is always a slip for the gerund. */
export const VERB_ONLY = new Set([
  'generate', 'infer', 'convert', 'calculate', 'identify', 'determine', 'predict', 'detect', 'remove', 'reduce', 'improve', 'obtain',
  'assess', 'evaluate', 'analyze', 'analyse', 'quantify', 'compare', 'describe', 'develop', 'extract', 'synthesize', 'synthesise',
  'prepare', 'classify', 'perform', 'investigate', 'examine', 'explore', 'enhance', 'achieve', 'ensure', 'provide', 'create', 'isolate',
  'characterize', 'characterise', 'optimize', 'optimise', 'minimize', 'minimise', 'maximize', 'maximise', 'simulate', 'validate',
]);

/**
 * Irregular English forms the inflector needs. Verbs: base → [past, past participle] (standard lists of
 * English irregular verbs, limited to those scientific prose uses). Nouns: singular → plural, including
 * the Latin and Greek plurals of scientific vocabulary (analysis → analyses, criterion → criteria).
 */
export const IRREGULAR_VERBS: Record<string, [string, string]> = {
  arise: ['arose', 'arisen'], awake: ['awoke', 'awoken'], be: ['was', 'been'], bear: ['bore', 'borne'], beat: ['beat', 'beaten'],
  become: ['became', 'become'], begin: ['began', 'begun'], bend: ['bent', 'bent'], bind: ['bound', 'bound'], bite: ['bit', 'bitten'],
  bleed: ['bled', 'bled'], blow: ['blew', 'blown'], break: ['broke', 'broken'], breed: ['bred', 'bred'], bring: ['brought', 'brought'],
  broadcast: ['broadcast', 'broadcast'], build: ['built', 'built'], burst: ['burst', 'burst'], buy: ['bought', 'bought'],
  cast: ['cast', 'cast'], catch: ['caught', 'caught'], choose: ['chose', 'chosen'], cling: ['clung', 'clung'], come: ['came', 'come'],
  cost: ['cost', 'cost'], creep: ['crept', 'crept'], cut: ['cut', 'cut'], deal: ['dealt', 'dealt'], dig: ['dug', 'dug'],
  dive: ['dived', 'dived'], do: ['did', 'done'], draw: ['drew', 'drawn'], drink: ['drank', 'drunk'], drive: ['drove', 'driven'],
  dwell: ['dwelt', 'dwelt'], eat: ['ate', 'eaten'], fall: ['fell', 'fallen'], feed: ['fed', 'fed'], feel: ['felt', 'felt'],
  fight: ['fought', 'fought'], find: ['found', 'found'], flee: ['fled', 'fled'], fling: ['flung', 'flung'], fly: ['flew', 'flown'],
  forbid: ['forbade', 'forbidden'], forecast: ['forecast', 'forecast'], forget: ['forgot', 'forgotten'], forgive: ['forgave', 'forgiven'],
  freeze: ['froze', 'frozen'], get: ['got', 'got'], give: ['gave', 'given'], go: ['went', 'gone'], grind: ['ground', 'ground'],
  grow: ['grew', 'grown'], hang: ['hung', 'hung'], have: ['had', 'had'], hear: ['heard', 'heard'], hide: ['hid', 'hidden'],
  hit: ['hit', 'hit'], hold: ['held', 'held'], hurt: ['hurt', 'hurt'], keep: ['kept', 'kept'], kneel: ['knelt', 'knelt'],
  know: ['knew', 'known'], lay: ['laid', 'laid'], lead: ['led', 'led'], leave: ['left', 'left'], lend: ['lent', 'lent'],
  let: ['let', 'let'], lie: ['lay', 'lain'], light: ['lit', 'lit'], lose: ['lost', 'lost'], make: ['made', 'made'],
  mean: ['meant', 'meant'], meet: ['met', 'met'], mislead: ['misled', 'misled'], overcome: ['overcame', 'overcome'],
  overtake: ['overtook', 'overtaken'], pay: ['paid', 'paid'], prove: ['proved', 'proven'], put: ['put', 'put'], quit: ['quit', 'quit'],
  read: ['read', 'read'], rid: ['rid', 'rid'], ride: ['rode', 'ridden'], ring: ['rang', 'rung'], rise: ['rose', 'risen'],
  run: ['ran', 'run'], say: ['said', 'said'], see: ['saw', 'seen'], seek: ['sought', 'sought'], sell: ['sold', 'sold'],
  send: ['sent', 'sent'], set: ['set', 'set'], sew: ['sewed', 'sewn'], shake: ['shook', 'shaken'], shed: ['shed', 'shed'],
  shine: ['shone', 'shone'], shoot: ['shot', 'shot'], show: ['showed', 'shown'], shrink: ['shrank', 'shrunk'], shut: ['shut', 'shut'],
  sing: ['sang', 'sung'], sink: ['sank', 'sunk'], sit: ['sat', 'sat'], sleep: ['slept', 'slept'], slide: ['slid', 'slid'],
  sow: ['sowed', 'sown'], speak: ['spoke', 'spoken'], spend: ['spent', 'spent'], spin: ['spun', 'spun'], spit: ['spat', 'spat'],
  split: ['split', 'split'], spread: ['spread', 'spread'], spring: ['sprang', 'sprung'], stand: ['stood', 'stood'],
  steal: ['stole', 'stolen'], stick: ['stuck', 'stuck'], sting: ['stung', 'stung'], strike: ['struck', 'struck'],
  strive: ['strove', 'striven'], swear: ['swore', 'sworn'], sweep: ['swept', 'swept'], swell: ['swelled', 'swollen'],
  swim: ['swam', 'swum'], swing: ['swung', 'swung'], take: ['took', 'taken'], teach: ['taught', 'taught'], tear: ['tore', 'torn'],
  tell: ['told', 'told'], think: ['thought', 'thought'], throw: ['threw', 'thrown'], thrust: ['thrust', 'thrust'],
  tread: ['trod', 'trodden'], undergo: ['underwent', 'undergone'], understand: ['understood', 'understood'],
  undertake: ['undertook', 'undertaken'], uphold: ['upheld', 'upheld'], wake: ['woke', 'woken'], wear: ['wore', 'worn'],
  weave: ['wove', 'woven'], weep: ['wept', 'wept'], win: ['won', 'won'], wind: ['wound', 'wound'], withdraw: ['withdrew', 'withdrawn'],
  withhold: ['withheld', 'withheld'], withstand: ['withstood', 'withstood'], write: ['wrote', 'written'], forgo: ['forwent', 'forgone'],
  outdo: ['outdid', 'outdone'], outgrow: ['outgrew', 'outgrown'], overdo: ['overdid', 'overdone'], oversee: ['oversaw', 'overseen'],
  overthrow: ['overthrew', 'overthrown'], rebuild: ['rebuilt', 'rebuilt'], redo: ['redid', 'redone'], remake: ['remade', 'remade'],
  reset: ['reset', 'reset'], rewrite: ['rewrote', 'rewritten'], upset: ['upset', 'upset'], input: ['input', 'input'], output: ['output', 'output'],
};

/** Verbs of more than one syllable that double their last consonant (stress on the last syllable). */
export const DOUBLING_VERBS = new Set([
  'occur', 'refer', 'prefer', 'transfer', 'admit', 'commit', 'submit', 'permit', 'omit', 'emit', 'transmit', 'control', 'compel',
  'propel', 'expel', 'repel', 'excel', 'patrol', 'regret', 'forget', 'begin', 'equip', 'acquit', 'infer', 'confer', 'defer', 'deter',
  'incur', 'recur', 'concur', 'abhor', 'allot', 'embed', 'upset', 'outperform', 'remit', 'readmit', 'rebut', 'distil', 'instil', 'enrol',
]);

/** Verbs ending in -l that British English doubles (labelled) and American does not (labeled). */
export const L_DOUBLING_VERBS = new Set([
  'label', 'model', 'signal', 'travel', 'cancel', 'fuel', 'channel', 'level', 'total', 'tunnel', 'funnel', 'dial', 'marshal', 'pedal',
  'shovel', 'spiral', 'tunnel', 'counsel', 'equal', 'initial', 'pencil', 'quarrel', 'rival', 'snorkel', 'unravel', 'cancel', 'barrel',
]);

export const IRREGULAR_PLURALS: Record<string, string> = {
  man: 'men', woman: 'women', child: 'children', person: 'people', foot: 'feet', tooth: 'teeth', goose: 'geese', mouse: 'mice',
  louse: 'lice', ox: 'oxen', leaf: 'leaves', life: 'lives', knife: 'knives', wife: 'wives', half: 'halves', shelf: 'shelves',
  wolf: 'wolves', calf: 'calves', self: 'selves', loaf: 'loaves', thief: 'thieves', analysis: 'analyses', hypothesis: 'hypotheses',
  thesis: 'theses', synthesis: 'syntheses', diagnosis: 'diagnoses', prognosis: 'prognoses', basis: 'bases', crisis: 'crises',
  axis: 'axes', emphasis: 'emphases', parenthesis: 'parentheses', metastasis: 'metastases', criterion: 'criteria',
  phenomenon: 'phenomena', datum: 'data', medium: 'media', bacterium: 'bacteria', curriculum: 'curricula', stratum: 'strata',
  spectrum: 'spectra', quantum: 'quanta', maximum: 'maxima', minimum: 'minima', optimum: 'optima', nucleus: 'nuclei', fungus: 'fungi',
  stimulus: 'stimuli', locus: 'loci', focus: 'foci', radius: 'radii', bacillus: 'bacilli', alumnus: 'alumni', matrix: 'matrices',
  index: 'indices', vertex: 'vertices', apex: 'apices', appendix: 'appendices', cortex: 'cortices', larva: 'larvae', alga: 'algae',
  vertebra: 'vertebrae', antenna: 'antennae', formula: 'formulas', taxon: 'taxa', genus: 'genera', corpus: 'corpora', ganglion: 'ganglia',
  mitochondrion: 'mitochondria', sheep: 'sheep', fish: 'fish', deer: 'deer', species: 'species', series: 'series', means: 'means',
  aircraft: 'aircraft', offspring: 'offspring', swine: 'swine', cattle: 'cattle', photo: 'photos', piano: 'pianos', zero: 'zeros',
  embryo: 'embryos', video: 'videos', ratio: 'ratios', scenario: 'scenarios', portfolio: 'portfolios', studio: 'studios',
  hero: 'heroes', potato: 'potatoes', tomato: 'tomatoes', echo: 'echoes', veto: 'vetoes', volcano: 'volcanoes', torpedo: 'torpedoes',
  roof: 'roofs', proof: 'proofs', chief: 'chiefs', belief: 'beliefs', cliff: 'cliffs', reef: 'reefs', chef: 'chefs',
};

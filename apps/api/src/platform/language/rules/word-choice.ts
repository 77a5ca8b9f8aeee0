import type { Rule, RuleContext, RuleHit } from './rule';
import { compileCollocations, type CollocationPattern } from './patterns';
import { MORE_WORD_CHOICES } from './collocations-unseen';
import { CONFUSABLE_WORD_CHOICES } from './word-choice-confusables';

const EXPERIMENTS = 'experiment|experiments|measurement|measurements|analysis|analyses|test|tests|assay|assays|survey|surveys|simulation|simulations|calculation|calculations|interview|interviews|trial|trials|procedure|procedures|evaluation|evaluations|characterization|characterisation|synthesis|observations|observation|computation|computations|estimation|estimations|comparison|comparisons|investigation|investigations|study|studies|sampling|screening';
const NEEDS = 'requirement|requirements|need|needs|criteria|criterion|demand|demands|expectation|expectations|standard|standards|specification|specifications|condition|conditions|objective|objectives|goal|goals';
const SEVERITY = 'symptoms|symptom|disease|diseases|illness|injury|injuries|condition|conditions|infection|infections|lesion|lesions|case|cases|damage|pain|depression|anxiety|outcome|outcomes|adverse|side';
const ABSTRACT = 'potential|importance|interest|impact|influence|contribution|challenge|challenges|advantage|advantages|effort|efforts|improvement|improvements|variability|variation|variations|uncertainty|attention|significance|relevance|promise';
const STUDIED = 'studied|investigated|explored|used|applied|discussed|reported|documented|described|examined|researched|employed|adopted|analysed|analyzed|characterized|characterised';
const WORKS = 'studies|study|works|work|research|reports|report|results|findings|literature|papers|paper|investigations|sections|section|chapters|chapter|experiments|versions|version';

/**
 * Words that second-language authors choose after their first language — false friends (realizar →
 * *realize an experiment; sensível → *sensible to moisture; gravedad → *gravity of symptoms) and
 * collocations English does not use (*make an experiment, *big potential, *attend the requirements).
 * Sources: lists of Spanish/Portuguese–English false friends and of collocation errors in learner corpora
 * of academic English, restricted to the contexts where the other meaning cannot be meant.
 */
const PATTERNS: CollocationPattern[] = [
  { pattern: `[=realize|=realise] ?the|a|an|all|these|this|several|two|three|some ?#ADJ ${EXPERIMENTS}`, replacement: '{form:perform}' },
  { pattern: `${EXPERIMENTS} ?#ADV =be|were|was [realized|realised]`, replacement: 'performed' },
  { pattern: `${EXPERIMENTS} ?#ADV [realized|realised] in|at|by|using|with|on`, replacement: 'performed', certainty: 0.8 },
  { pattern: `[=make] ?the|a|an|all|these|this|several|some ?#ADJ experiment|experiments|measurement|measurements|analysis|analyses|assay|assays|simulation|simulations|calculation|calculations|survey|surveys|interview|interviews|test|tests|trial|trials`, replacement: '{form:perform}' },
  { pattern: `[=attend|=attende] ?all ?the|these|those|its|their|our|a|an ?#ADJ ${NEEDS}`, replacement: '{form:meet}' },
  { pattern: `[gravity] of ?the|their|his|her|its|our ?#ADJ ${SEVERITY}`, replacement: 'severity' },
  { pattern: `[big|huge] ${ABSTRACT}`, replacement: 'great', certainty: 0.9 },
  { pattern: `[according to] our|my knowledge`, replacement: 'to', certainty: 1 },
  { pattern: `[largely] ${STUDIED}`, replacement: 'extensively' },
  { pattern: `[=augment] by|from|significantly|considerably|markedly|slightly|gradually|steadily`, replacement: '{form:increase}' },
  { pattern: `[=augment] in #NOUN|#DET`, replacement: '{form:increase}', certainty: 0.8 },
  // "sensible to" + a noun phrase is the false friend of sensível/sensible; + a verb ("sensible to assume") is right.
  { pattern: `[sensible] to #DET|#ADJ|#NOUN|#PROPN|#NUM`, replacement: 'sensitive' },
  { pattern: `[=pretend] to #VERB`, replacement: '{form:intend}', certainty: 0.9 },
  { pattern: `[=assist] to the|a|an|our|their|this|these #NOUN|#ADJ`, replacement: '{form:attend}', certainty: 0.9 },
  { pattern: `[anterior] ${WORKS}`, replacement: 'previous' },
  { pattern: `[posterior] ${WORKS}`, replacement: 'subsequent' },
  { pattern: `?are|is|were|was [exposed] in table|tables|figure|figures|fig|section|sections|appendix`, replacement: 'presented' },
  { pattern: `[resume] of the|our|this|these ?#ADJ results|findings|data|main|study|work|article`, replacement: 'summary' },
  { pattern: `in [resume|resumé]`, replacement: 'summary', certainty: 0.9 },
  { pattern: `[=resume] in table|tables|figure|figures|fig|section|appendix`, replacement: '{form:summarize}' },
  { pattern: `[resumed|summarised] in table|tables|figure|figures|fig|section|appendix`, replacement: 'summarized' },
  { pattern: `[in function] of`, replacement: 'as a function', certainty: 1 },
  { pattern: `[in the last] years|decades`, replacement: 'in recent', certainty: 0.9 },
  { pattern: `[in the last] few years|decades`, replacement: 'in the past', certainty: 0.8 },
  { pattern: `the same [with]`, replacement: 'as', certainty: 0.9 },
  { pattern: `[with base on]`, replacement: 'based on', certainty: 1 },
  { pattern: `[on base of]`, replacement: 'based on', certainty: 1 },
  { pattern: `[on the base of]`, replacement: 'based on', certainty: 0.9 },
  { pattern: `[explicate|explicates|explicated]`, replacement: '{form:explain}', certainty: 0.8 },
  { pattern: `[apparition] of`, replacement: 'appearance', certainty: 0.9 },
  { pattern: `[=elaborate] ?by ?the|a #NOUN`, replacement: '{form:prepare}', certainty: 0.5 },
  // são/sano = healthy; problemática = problem; preocupação = concern; formação = training; leitura/lectura = reading.
  { pattern: `[sane] controls|control|subjects|subject|volunteers|volunteer|individuals|individual|participants|people|donors|donor|tissue|tissues|animals|mice|rats|adults|children|population|group|cohort`, replacement: 'healthy' },
  { pattern: `the|this|that|a [problematic] of|is|was|in|related|concerning|,`, replacement: 'problem', certainty: 0.9 },
  { pattern: `[=preoccupation] about|with|regarding|over|for`, replacement: 'concern' },
  { pattern: `teacher|teachers|professional|medical|nursing|academic|continuing|initial|vocational|scientific|technical|doctoral [formation]`, replacement: 'training', certainty: 0.9 },
  { pattern: `[formation] of teachers|professionals|doctors|nurses|physicians|researchers|students|staff|health`, replacement: 'training', certainty: 0.9 },
  { pattern: `pressure|temperature|meter|gauge|sensor|instrument|manometer|thermometer|thermocouple|voltage|current|scale|dial [lecture|lectures]`, replacement: '{noun:reading}' },
  { pattern: `[lecture|lectures] of the|each ?#ADJ gauge|meter|thermometer|instrument|sensor|manometer|scale|dial|thermocouple|display|probe`, replacement: '{noun:reading}' },
  // disponer de / dispor de = have; asistir a / assistir = attend; ganar peso / ganhar peso = gain.
  { pattern: `[=dispose of] a|an|several|two|three|modern|advanced|the|its|their ?#ADJ|#NOUN ?#ADJ|#NOUN microscope|cytometer|spectrometer|equipment|facilities|facility|instruments|instrument|laboratory|laboratories|database|databases|resources|funding|staff|beds|units|software`, replacement: '{form:have}', certainty: 0.9 },
  { pattern: `[=win] #NUM kg|g|grams|kilograms|pounds|lb|weight`, replacement: '{form:gain}' },
  { pattern: `[=win] weight|mass`, replacement: '{form:gain}' },
  // Collocations: heavy rain, draw conclusions, withstand temperatures, a high price.
  { pattern: `[strong] rain|rains|rainfall|rainfalls|precipitation|snowfall|smoker|smokers|drinker|drinkers|traffic`, replacement: 'heavy' },
  { pattern: `[=make] ?any|firm|definitive|general|the|such|final|clear|strong|robust conclusions|conclusion|inferences`, replacement: '{form:draw}' },
  { pattern: `[=make] a|an|the ?#ADJ research|review|investigation|study|survey`, replacement: '{form:conduct}', certainty: 0.9 },
  { pattern: `[=make] a|an|several|the ?#ADJ question|questions`, replacement: '{form:ask}', certainty: 0.9 },
  { pattern: `[=support] ?high|extreme|elevated temperatures|temperature|pressures|loads|stresses|strains|voltages`, replacement: '{form:withstand}', certainty: 0.8 },
  // actual/atual = current.
  { pattern: `the [actual] context|moment|scenario|period|days|times|era|pandemic|crisis|situation|state-of-the-art|conjuncture`, replacement: 'current', certainty: 0.9 },
  { pattern: `[actual] context|conjuncture`, replacement: 'current', certainty: 0.9 },
  { pattern: `[actually] , more|most|there|about|approximately|nearly|over|around|#NUM`, replacement: 'currently', certainty: 0.6 },
  // éxito = success; casualidad = chance; eventual = possible; expressivo = substantial; taxa/tasa = rate.
  { pattern: `the|its|their [exit] of the|this|a ?#ADJ treatment|therapy|intervention|program|programme|project|surgery|procedure|method|strategy|approach|campaign|policy|transplant|operation`, replacement: 'success' },
  { pattern: `by [casualty|causality]`, replacement: 'chance' },
  { pattern: `[eventual|eventuals] adverse|side|complications|complication|errors|error|problems|problem|losses|loss|risks|risk|effects|damage|failures|failure|changes|contamination|infections|infection|bias|biases|discrepancies|differences`, replacement: 'possible' },
  { pattern: `[expressive] gains|gain|increase|increases|reduction|reductions|growth|improvement|improvements|difference|differences|number|amount|results|decrease|decreases|losses|loss|values|increment|advances|contribution|share`, replacement: 'substantial' },
  { pattern: `mortality|incidence|prevalence|growth|interest|response|survival|infection|recurrence|failure|success|error|discount|fertility|birth|death|unemployment|inflation|remission|detection|cure|adoption|dropout|attrition|complication|readmission|transmission|reproduction|evaporation|flow|sampling|learning|heating|cooling|decay|deposition|erosion [tax|taxes]`, replacement: '{noun:rate}' },
  // Confusable pairs: affect/effect, principal/principle, raise/rise, quantity/number.
  { pattern: `any|an|no|the|significant|positive|negative|strong|little|small|large|major|adverse|direct|indirect|additive|synergistic [affect] on|of`, replacement: 'effect' },
  { pattern: `operating|working|basic|fundamental|guiding|general|physical|first|key|main|underlying|design [principal|principals]`, replacement: '{noun:principle}' },
  { pattern: `the [principal|principals] of operation|the|this|its|these|that`, replacement: '{noun:principle}', certainty: 0.6 },
  { pattern: `a|the|this|sharp|rapid|steep|slight|significant|gradual [raise] in|of`, replacement: 'rise' },
  { pattern: `the|a|total|large|small|greater|higher|lower [quantity] of patients|people|participants|cells|samples|individuals|children|students|cases|respondents|animals|trees|species|articles|papers|studies|vehicles|users|households|farms|visits|events`, replacement: 'number' },
  { pattern: `figure|fig|table|graph|panel|#NUM [says|said]`, replacement: '{form:show}' },
  // Adjectives English does not pair with these nouns.
  { pattern: `[fast] speed|speeds|velocity|velocities`, replacement: 'high' },
  { pattern: `[slow] speed|speeds|velocity|velocities`, replacement: 'low' },
  { pattern: `[hot|warm] temperature|temperatures`, replacement: 'high', certainty: 0.9 },
  { pattern: `[cold|cool] temperature|temperatures`, replacement: 'low', certainty: 0.9 },
  { pattern: `temperature|temperatures =be|was|were|is|are|remained|remains ?very|extremely|too|quite|relatively|more [hot|warm]`, replacement: 'high', certainty: 0.9 },
  { pattern: `temperature|temperatures =be|was|were|is|are|remained|remains ?very|extremely|too|quite|relatively|more [cold|cool]`, replacement: 'low', certainty: 0.9 },
  { pattern: `[big|huge|large] rain|rainfall|precipitation`, replacement: 'heavy' },
  { pattern: `[strong] increase|increases|growth|decrease|decreases|reduction|decline`, replacement: 'sharp', certainty: 0.6 },
  { pattern: `[high] amount|amounts ?of`, replacement: 'large', certainty: 0.8 },
  { pattern: `[big] amount|amounts|number|numbers|quantity|quantities|proportion|part|majority|difference|differences|increase|decrease|variety|range|extent|impact|improvement|effect|role|advance|advances|step`, replacement: 'large', certainty: 0.8 },
  { pattern: `[=give] ?a|an ?#ADJ contribution|contributions`, replacement: '{form:make}', certainty: 0.9 },
  { pattern: `[=take] ?a|an ?#ADJ decision|decisions`, replacement: '{form:make}', certainty: 0.7 },
  { pattern: `[=conduct|=perform|=carry] ?out ?a|an ?#ADJ conclusion|conclusions`, replacement: '{form:draw}', certainty: 0.9 },
  { pattern: `[=obtain] ?a|an|the ?#ADJ conclusion|conclusions`, replacement: '{form:reach}', certainty: 0.6 },
  { pattern: `[=rest] ?#ADV unclear|unknown|unexplored|uncertain|controversial|elusive|limited|unresolved|poorly`, replacement: '{form:remain}' },
  { pattern: `[=permit] ?#ADV to #VERB`, replacement: '{form:allow}', certainty: 0.5 },
  { pattern: `[=propitiate|=propiciate]`, replacement: '{form:foster}', certainty: 0.8 },
  { pattern: `[=attend] to ?the|their|its|our|all patients|users|customers|clients|requests|demands|population`, replacement: '{form:serve}', certainty: 0.6 },
  { pattern: `[=present] ?a|an|the|higher|lower|greater|significant|similar|different|better|worse|good|poor|#ADJ correlation|association|relationship|efficiency|performance|resistance|tendency|increase|decrease|reduction|growth|behaviour|behavior|values|symptoms|risk|prevalence|incidence`, replacement: '{form:show}', certainty: 0.8 },
  { pattern: `[=assume] ?a|an|the ?#ADJ role|importance|responsibility`, replacement: '{form:play}', certainty: 0.5 },
  { pattern: `[=put] in evidence`, replacement: '{form:highlight}', certainty: 0.9 },
  { pattern: `[sensibility] to|of|analysis|analyses`, replacement: 'sensitivity' },
  { pattern: `[sensibilities] to|of`, replacement: 'sensitivities' },
  { pattern: `[=sensibilize|=sensibilise]`, replacement: '{form:sensitize}', certainty: 0.9 },
  { pattern: `[actuation] of the|a|an ?#ADJ government|state|professionals|nurses|physicians|agency|agencies|police|team`, replacement: 'action', certainty: 0.8 },
  { pattern: `[=actuate] in|on|as`, replacement: '{form:act}', certainty: 0.8 },
  { pattern: `[=comprehend] the|a|an ?#ADJ mechanism|mechanisms|process|processes|role|effect|effects|dynamics|behaviour|behavior`, replacement: '{form:understand}', certainty: 0.7 },
  { pattern: `[punctual] measurements|measurement|data|observations|samples|sampling|values|value|analysis`, replacement: 'point', certainty: 0.8 },
  { pattern: `[casual] sampling|sample|selection|assignment|allocation|error|errors`, replacement: 'random' },
  { pattern: `[=inform] that`, replacement: '{form:report}', certainty: 0.5 },
  { pattern: `[explicits|explicited|explicit] how|why|what`, replacement: '{form:explain}', certainty: 0.5 },
  { pattern: `[realize|realise|realizes|realises|realized|realised] ?a|an|the|this|these ?#ADJ task|tasks|activity|activities|work|procedure|procedures|surgery|surgeries|operation|operations|test|tests|exam|exams|examination|examinations|diagnosis|treatment|treatments`, replacement: '{form:perform}' },
  { pattern: `[=induce] in error`, replacement: '{form:mislead}', certainty: 0.5 },
  { pattern: `[=win] ?more|less|significant|considerable|great|increasing|growing importance|relevance|attention|visibility|popularity|ground|prominence|momentum|traction`, replacement: '{form:gain}', certainty: 0.9 },
  // More false friends of Spanish and Portuguese (prejuízo, parentes, receita, fábrica, costume, propaganda…).
  { pattern: `economic|economical|financial|material|environmental|great|serious|considerable|significant|substantial|heavy [prejudice|prejudices]`, replacement: '{noun:loss}' },
  { pattern: `[prejudice|prejudices] to|for the|of about|of approximately|of us$|of r$|of €`, replacement: '{noun:loss}', certainty: 0.8 },
  { pattern: `first-degree|second-degree|close|distant|blood|biological|affected|unaffected [parents]`, replacement: 'relatives' },
  { pattern: `[parents] of the|these|affected probands|proband|patients|patient|cases|index`, replacement: 'relatives', certainty: 0.8 },
  { pattern: `[=compliment] the|this|these|our|their|its|each|existing|traditional|conventional|field|current`, replacement: '{form:complement}', certainty: 0.9 },
  { pattern: `medical|drug|antibiotic|electronic|written|without [recipe|recipes]`, replacement: '{noun:prescription}' },
  { pattern: `leather|textile|chemical|paper|car|cement|shoe|food|steel|pharmaceutical|glass|tannery|sugar|clothing [fabric|fabrics]`, replacement: '{noun:factory}', certainty: 0.9 },
  { pattern: `the|this|a|these [fabric|fabrics] was|were|is|are|workers|employees|employs|discharges|discharged`, replacement: '{noun:factory}', certainty: 0.6 },
  { pattern: `=be|were|was|is|are|remained|seemed|proved ?very|quite|somewhat|rather|highly|particularly [deceiving|deceptive]`, replacement: 'disappointing' },
  { pattern: `[deception] with|at|about`, replacement: 'disappointment', certainty: 0.8 },
  { pattern: `the|its|their|our|his|her|government's|country's|company's|a|strong|political|firm|public [compromise|compromises] to|with|of`, replacement: '{noun:commitment}', certainty: 0.8 },
  { pattern: `food|tobacco|alcohol|television|tv|online|commercial|misleading|political|electoral|government [propaganda]`, replacement: 'advertising', certainty: 0.8 },
  { pattern: `dietary|eating|cultural|social|local|traditional|drinking|sleeping|hygiene|feeding [costumes|costume]`, replacement: '{noun:habit}' },
  { pattern: `a|an|the|very [notorious] improvement|increase|reduction|decrease|difference|effect|change|progress|growth|advantage|contribution|advance`, replacement: 'notable' },
  { pattern: `[particular] clinics|clinic|schools|school|hospitals|hospital|sector|universities|university|practice|practices|companies|insurance|health`, replacement: 'private', certainty: 0.9 },
  { pattern: `[=eat] ?their|the|his|her|a|an|any|all|prescribed|daily ?#ADJ|#NOUN medication|medications|medicine|medicines|drug|drugs|pill|pills|tablet|tablets|antibiotics|capsules|capsule|antihypertensives`, replacement: '{form:take}' },
  { pattern: `[=apply] the|a|an|this|our ?#ADJ questionnaire|questionnaires|survey|surveys|interview|interviews|test|tests|scale|scales|instrument|instruments|inventory`, replacement: '{form:administer}', certainty: 0.9 },
  { pattern: `=carry|carried|carrying [on] at|in|by|using|with|during|between|from|on|under|over`, replacement: 'out', certainty: 0.9 },
  { pattern: `[economical] growth|development|crisis|crises|policy|policies|indicators|indicator|sector|activity|activities|analysis|theory|impact|impacts|burden|losses|loss|conditions|status|inequality|recession|model|models|performance`, replacement: 'economic' },
  { pattern: `public|health|social|economic|fiscal|agricultural|environmental|energy|educational|government [politics]`, replacement: 'policies', certainty: 0.9 },
  { pattern: `[=contest] the|a|an|all|each|these ?#ADJ questionnaire|questionnaires|survey|surveys|questions|question|items|item|interview`, replacement: '{form:answer}', certainty: 0.9 },
  { pattern: `it =be|is|was|remains|remained [ignored] whether|if|how|what|why|which|when`, replacement: 'unknown' },
  { pattern: `[large] period|periods|time|term|duration|stay|stays|follow-up|distances|history`, replacement: 'long', certainty: 0.8 },
  { pattern: `[=recollect] ?the|all|a|#NUM samples|sample|data|specimens|information|seeds|insects|soil`, replacement: '{form:collect}' },
  { pattern: `[ultimate|ultimates] years|decades|studies|reports|data|months`, replacement: 'recent', certainty: 0.8 },
  { pattern: `the|these|our|all [dates] =be|were|was|are|is analysed|analyzed|collected|obtained|processed|recorded|shown|presented|entered|compiled|stored|tabulated|normalized|normalised`, replacement: 'data', certainty: 0.9 },
  { pattern: `#NUM [grades|grade] celsius|c|fahrenheit|angle|angles|of|to|from|in|and|,|.`, replacement: '{noun:degree}', certainty: 0.8 },
  { pattern: `[scholar] age|children|child|students|population|performance|dropout|year|years|level|levels|achievement|attendance|textbooks|meals`, replacement: 'school' },
  { pattern: `[=frequent] the|a|an|their|public|private|primary|secondary ?#ADJ school|schools|clinic|clinics|course|courses|university|classes|kindergarten|daycare|gym|library`, replacement: '{form:attend}', certainty: 0.9 },
  { pattern: `[=learn] ?the|more|new|#ADJ knowledge|knowledges`, replacement: '{form:acquire}', certainty: 0.8 },
  { pattern: `[=open|=close] the|a light|lights|lamp|machine|computer|device|power|pump|valve`, replacement: '{form:switch}', certainty: 0.3 },
  { pattern: `[=improve] the|this|these|such problem|problems|issue|issues`, replacement: '{form:address}', certainty: 0.8 },
  { pattern: `[=occasion] ?a|an|the|severe|serious|significant|considerable|great|large|major damage|damages|losses|loss|problems|delays|injuries|deaths|disease|diseases`, replacement: '{form:cause}', certainty: 0.8 },
  // orientar = supervise; tensão = voltage; intoxicação = poisoning; vazão/caudal = discharge; sanitário = health;
  // atualizar = update; aprovar (a course) = pass; revisão = review; edificação = building; provar = taste; temática = topic.
  { pattern: `=be|was|were|is|are|been [oriented] by ?a|an|the|two|their|his|her ?#ADJ supervisor|supervisors|advisor|advisors|faculty|professor|professors|member|members|researcher|researchers|team|committee`, replacement: 'supervised' },
  { pattern: `[tension|tensions] across|between|of|applied|drop|source|supply|level|levels`, replacement: '{noun:voltage}', certainty: 0.8 },
  { pattern: `the|a|an|applied|input|output|supply|nominal|rated|breakdown|threshold|operating [tension]`, replacement: 'voltage', certainty: 0.7 },
  { pattern: `lead|mercury|arsenic|cadmium|carbon|monoxide|food|pesticide|organophosphate|drug|alcohol|paracetamol|acetaminophen|methanol|mushroom|heavy-metal|metal [intoxication|intoxications]`, replacement: '{noun:poisoning}' },
  { pattern: `the|a|mean|peak|maximum|minimum|average|river|daily [caudal|caudals] of|at|was|peaked|reached`, replacement: '{noun:discharge}' },
  { pattern: `[sanitary] authorities|authority|surveillance|agency|agencies|inspectors|officials|system|services|workers`, replacement: 'health', certainty: 0.9 },
  { pattern: `=be|is|are|was|were|been [actualized|actualised] ?every|monthly|annually|daily|weekly|regularly|periodically|with|by|in|on|at`, replacement: 'updated' },
  { pattern: `[=actualize|=actualise] the|its|their|our|this|these ?#ADJ database|databases|list|lists|data|records|information|software|system|map|maps|estimates|model|registry`, replacement: '{form:update}' },
  { pattern: `[=approve] the|their|a|an|all ?#ADJ ?#ADJ course|courses|exam|exams|examination|examinations|test|tests|subject|subjects|module|modules|year|semester|class|classes`, replacement: '{form:pass}', certainty: 0.8 },
  { pattern: `systematic|literature|narrative|scoping|integrative|critical|comprehensive|bibliographic|bibliographical [revision|revisions]`, replacement: '{noun:review}' },
  { pattern: `the|this|that|a|each|an [edification|edifications] has|have|is|was|were|of|consists|comprises|with`, replacement: '{noun:building}' },
  { pattern: `panellists|panelists|judges|consumers|assessors|tasters|participants [proved|tested] the ?#ADJ samples|sample|cheeses|cheese|wines|wine|products|product|formulations|dishes|beverages`, replacement: 'tasted', certainty: 0.9 },
  { pattern: `the|this|a|each|main|central|same [thematic|thematics] of|was|is|were|are|for`, replacement: '{noun:topic}', certainty: 0.9 },
  { pattern: `[=contemplate] ?#NUM|two|three|four|five|several|the|all|both|a|an ?#ADJ scenarios|scenario|options|cases|variables|variable|factors|situations|possibilities|alternatives|categories|aspects|measures`, replacement: '{form:include}', certainty: 0.9 },
  { pattern: `family|personal|medical|clinical|obstetric|familial|pathological [antecedents|antecedent] of|for|were|was|included|including`, replacement: 'history' },
  { pattern: `=be|is|are|was|were|remains|remain|still [ignored] ?.`, replacement: 'unknown', certainty: 0.8 },
  // Verbs and nouns English keeps apart: rise/raise, effect/affect, loose/lose, its/it's, lead/led.
  { pattern: `[=rise] the|its|their|our|this|these|a|an`, replacement: '{form:raise}', certainty: 0.9 },
  { pattern: `temperature|temperatures|level|levels|price|prices|pressure|rate|rates|number|numbers [raised] to|from|by|above|sharply|steadily|rapidly|slightly|significantly|again`, replacement: 'rose', certainty: 0.9 },
  { pattern: `not|significantly|strongly|negatively|positively|may|might|can|could|did|does|would|adversely [effect] the|a|an|their|its|our|his|her|#NOUN`, replacement: 'affect', certainty: 0.9 },
  { pattern: `[=loose] weight|mass|energy|water|heat|money|control|data|information|accuracy|sensitivity|their|its|the`, replacement: '{form:lose}', certainty: 0.9 },
  { pattern: `[it's] own|#NOUN|#ADJ`, replacement: 'its', certainty: 0.9 },
  { pattern: `[their] is|are|was|were|has|have|had|exists|exist|remains|remain`, replacement: 'there', certainty: 0.9 },
  { pattern: `=have|has|had [lead] to|the|a|an`, replacement: 'led' },
  { pattern: `an|the|any|further|expert|medical|legal|practical|useful [advise]`, replacement: 'advice' },
  { pattern: `to|cannot|could|can|patients|they [breath]`, replacement: 'breathe', certainty: 0.9 },
  // More false friends: manifestar = express; conferência = lecture; evolução clínica = clinical course; exame = test.
  { pattern: `[=manifest] ?their|an|a|great|strong|no|little interest|concern|satisfaction|dissatisfaction|preference|willingness|agreement|disagreement|intention`, replacement: '{form:express}', certainty: 0.8 },
  { pattern: `clinical [evolution]`, replacement: 'course', certainty: 0.8 },
  { pattern: `blood|laboratory|lab|urine|imaging|complementary|routine|clinical|physical|biochemical|serological [exams|exam]`, replacement: '{noun:test}', certainty: 0.8 },
  { pattern: `the|recent|existing|international|scientific|specialized|specialised|relevant [bibliography] shows|suggests|indicates|reports|describes|on|about|has|is|was`, replacement: 'literature', certainty: 0.7 },
  // Resumir/resumo = summarize, summary.
  { pattern: `table|tables|figure|figures|fig|section|appendix|#NUM [=resume|resumes] the|our|a|an|all|main|key`, replacement: '{form:summarize}' },
  // inscripción/inscrição = registration; activos/ativos = assets; residuos/resíduos = waste; posterior = later;
  // jubilación = retirement; patrimonio = heritage; ambiente = environment; concreto armado = reinforced concrete;
  // potencia = power; reforma = renovation; revista = journal; licencia = leave; carrera = degree programme;
  // experiencia/experiência = experiment; borrow for lend (one verb, pedir/emprestar, in both languages).
  { pattern: `online|student|students'|school|course|university|early|late|free|annual [inscription|inscriptions]`, replacement: '{noun:registration}', certainty: 0.9 },
  { pattern: `[inscription|inscriptions] fee|fees|period|periods|form|forms|deadline|process|rate|rates`, replacement: 'registration', certainty: 0.9 },
  { pattern: `financial|fixed|liquid|total|household|current|intangible|productive [actives]`, replacement: 'assets' },
  { pattern: `household|domestic|urban|municipal|hospital|healthcare [residues]`, replacement: 'waste', certainty: 0.9 },
  { pattern: `a|the|this [posterior] stage|stages|phase|phases|moment|visit|date|year|decade`, replacement: 'later', certainty: 0.9 },
  { pattern: `[jubilation|jubilations] age|pension|pensions|benefit|benefits|scheme|schemes|system|systems|plan|plans|fund|funds|rules|reform|reforms|law|laws|rights`, replacement: 'retirement' },
  { pattern: `cultural|natural|historical|historic|architectural|genetic|national|world|industrial|archaeological|built [patrimony]`, replacement: 'heritage' },
  { pattern: `the|marine|aquatic|natural|urban|rural|work|working|hospital|school|family|social|terrestrial|soil|academic|learning [ambient] .|,|;|:|and|or|of|in|where|#ADP`, replacement: 'environment' },
  { pattern: `[armed] concrete|masonry`, replacement: 'reinforced' },
  { pattern: `rated|nominal|electrical|electric|installed|output|input|motor|engine|mechanical|active|reactive [potency]`, replacement: 'power' },
  { pattern: `[potency] of the|a|an|this ?#ADJ motor|engine|pump|turbine|generator|plant|laser|lamp|source|transmitter|compressor`, replacement: 'power' },
  { pattern: `[reform|reforms] of the|a|an|this|its ?@any ?#ADJ|#NOUN building|buildings|apartment|apartments|house|houses|dwelling|dwellings|block|blocks|façade|facade|kitchen|kitchens|roof|bathroom|bathrooms #VERB|#AUX|#ADP|,|.|;|and`, replacement: '{noun:renovation}', certainty: 0.9 },
  { pattern: `=give|=deliver|=present ?a|an|one|two|three|several|weekly|daily ?@any [conference|conferences] on|about|to|for|at|followed|,|.|and|in|every|each`, replacement: '{noun:lecture}', certainty: 0.9 },
  { pattern: `peer-reviewed|scientific|indexed|international|medical|academic|specialized|specialised|high-impact|open-access [magazine|magazines]`, replacement: '{noun:journal}' },
  { pattern: `[=borrow] money|funds|capital|resources|credit|loans to #NOUN|#DET|#ADJ|#PROPN`, replacement: '{form:lend}', certainty: 0.9 },
  { pattern: `maternity|paternity|sick|parental|medical|sabbatical|study [license|licence|licenses|licences]`, replacement: 'leave' },
  { pattern: `the|these|our|all|several|two|three|four|five [experiences] =be|were|was|are|is|showed|show|revealed|conducted|performed|carried|lasted`, replacement: '{noun:experiment}', certainty: 0.9 },
  { pattern: `students|student|pupils|candidates|participants|who ?#ADV [=approve] the|a|an|their ?@any ?@any course|courses|exam|exams|examination|subject|subjects|discipline|module`, replacement: '{form:pass}', certainty: 0.9 },
  { pattern: `lamp|lamps|laser|lasers|light|lights|spectrometer|computer|instrument|device|machine ?was|were|is|are|been [opened]`, replacement: 'switched on', certainty: 0.8 },
  { pattern: `questionnaire|questionnaires|survey|surveys|interview|interviews|inventory ?was|were|is|are|been [applied] to #NUM|@number|the|all|each|a|#NOUN|#ADJ`, replacement: 'administered', certainty: 0.9 },
  // Set phrases written with an article they do not take; elder (of people in a family) for older.
  { pattern: `[in the other] words`, replacement: 'in other' },
  { pattern: `[in the general] ,`, replacement: 'in general' },
  { pattern: `=be|were|was|is|are|significantly|slightly|much|years [elder] than`, replacement: 'older' },
  { pattern: `=enroll|=enrol|enrolled|enroled ?in ?the|a|their ?@any ?@any ?@any [career|careers] at|in|of|,|.|and`, replacement: '{noun:degree}', certainty: 0.9 },
];

let matcher: ReturnType<typeof compileCollocations> | null = null;

export const wordChoiceCollocation: Rule = {
  id: 'word-choice',
  category: 'wordChoice',
  check(context: RuleContext) {
    matcher ??= compileCollocations([...PATTERNS, ...MORE_WORD_CHOICES, ...CONFUSABLE_WORD_CHOICES], context.inflect);
    return matcher(context.tokens).map((match): RuleHit => ({
      start: match.first.start,
      end: match.last.end,
      suggestions: [match.replacement],
      certainty: match.certainty,
      params: { word: context.paragraph.slice(match.first.start, match.last.end) },
    }));
  },
};


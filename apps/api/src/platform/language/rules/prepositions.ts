import type { Rule, RuleContext, RuleHit } from './rule';
import { compileCollocations, type CollocationPattern } from './patterns';
import { MORE_PREPOSITIONS } from './collocations-unseen';

/**
 * Prepositions that English fixes by the word before them, where authors carry over their first
 * language's choice (depender de → *depend of; dividir em → *divide in; 取决于 …). Sources: the
 * dependent prepositions of learner's dictionaries (Oxford Collocations, Longman), and the errors
 * second-language scientific writers most often make with them.
 */
const PATTERNS: CollocationPattern[] = [
  { pattern: '=depend|dependent|dependence|dependency|=rely|reliant|reliance [of|from|in]', replacement: 'on' },
  { pattern: '=focus [in|at|over]', replacement: 'on', certainty: 0.9 },
  { pattern: '=consist [on|by] #DET|#ADJ|#NUM|#NOUN', replacement: 'of', certainty: 0.9 },
  // "consists in" is English for "lies in" (an abstract essence); before a count or a list it is "of".
  { pattern: '=consist [in] #NUM|@number|two|three|four|five|several|many|a|an|both|approximately|about|more|over', replacement: 'of' },
  { pattern: 'composed|comprised [by] #DET|#ADJ|#NUM|#NOUN', replacement: 'of' },
  { pattern: 'consistent|inconsistent|consistently [to]', replacement: 'with' },
  { pattern: 'accordance [to]', replacement: 'with' },
  { pattern: 'according [with]', replacement: 'to' },
  { pattern: '=differ|different|differently|distinct [with|of]', replacement: 'from' },
  { pattern: 'similar|similarly [with]', replacement: 'to', certainty: 0.9 },
  { pattern: 'interested|interest [on]', replacement: 'in', certainty: 0.8 },
  { pattern: 'interested [on] #DET|#NOUN|#ADJ|#VERB|#PROPN', replacement: 'in', certainty: 0.9 },
  { pattern: 'responsible [of]', replacement: 'for' },
  { pattern: '=effect|=impact|=influence [to|over] #DET|#NOUN|#ADJ|#PROPN', replacement: 'on', certainty: 0.9 },
  { pattern: '=role [on] #DET|#NOUN|#ADJ|#PROPN', replacement: 'in', certainty: 0.9 },
  { pattern: '=emphasis [in] #NOUN|#DET|#ADJ|#VERB', replacement: 'on' },
  { pattern: '=comply|compliance|compliant [to]', replacement: 'with' },
  { pattern: '=participate|participation [of]', replacement: 'in' },
  { pattern: '=contribute [for]', replacement: 'to', certainty: 0.9 },
  { pattern: '=associate|associated|association [to] #DET|#NOUN|#ADJ|#PROPN', replacement: 'with', certainty: 0.8 },
  { pattern: 'aware|awareness [about]', replacement: 'of', certainty: 0.8 },
  { pattern: 'sensitive|sensitivity|susceptible|resistant|resistance|exposed|exposure [with]', replacement: 'to', certainty: 0.9 },
  { pattern: 'characterized|characterised [for] #DET|#ADJ|#NOUN', replacement: 'by', certainty: 0.7 },
  { pattern: 'based [in] #DET|#ADJ', replacement: 'on', certainty: 0.8 },
  { pattern: 'based [in] #NOUN', replacement: 'on', certainty: 0.6 },
  { pattern: '=result [on]', replacement: 'in', certainty: 0.9 },
  { pattern: 'capable [to]', replacement: 'of', certainty: 0.6 },
  { pattern: 'married [with]', replacement: 'to', certainty: 0.8 },
  { pattern: '=arrive [to]', replacement: 'at', certainty: 0.7 },
  { pattern: '[in|by] the other hand', replacement: 'on', certainty: 1 },
  { pattern: '[in] the contrary', replacement: 'on', certainty: 1 },
  { pattern: '[at] the same way', replacement: 'in', certainty: 1 },
  { pattern: '=divide|=split|=separate|=classify|=categorize|=categorise|=group|=sort|=convert|=transform|=break|=cut|=subdivide|=partition|=organize|=organise|=translate [in] @number|two|groups|subgroups|categories|classes|parts|pieces|fragments|sections|clusters|segments|halves|quartiles|tertiles|quintiles', replacement: 'into' },
  // "trained during 200 epochs", "stirred during 2 h": a length of time takes "for".
  { pattern: '[during] ?approximately|about|around|nearly|over|another|only @number #NOUN', replacement: 'for', certainty: 0.9 },
  // "incubated in 37 °C", "stored in room temperature".
  { pattern: '[in] @temperature', replacement: 'at' },
  // "on March 2021", "at 2020": a month of a year, or a year, takes "in".
  { pattern: '[on|at] @month @year', replacement: 'in' },
  { pattern: '[on|at] @year ,|.|;|)|#ADP|#CCONJ|#SCONJ|#VERB|#AUX|#PRON|#DET', replacement: 'in', certainty: 0.9 },
  { pattern: '[in] @day @month', replacement: 'on' },
  { pattern: '[in] @month @day , @year', replacement: 'on' },
  { pattern: '[in] @month @day', replacement: 'on', certainty: 0.7 },
  // Prepositions that the verb does not take: "discuss about", "despite of".
  { pattern: '=discuss|=mention|=describe|=emphasize|=emphasise|=investigate [about] #DET|#ADJ|#NOUN|#PRON', replacement: '' },
  { pattern: '=emphasize|=emphasise|=discuss [on] #DET|#ADJ|#NOUN|#PRON', replacement: '', certainty: 0.9 },
  { pattern: '=explain|=enter|=approach|=reach|=attend|=contact|=comprise [about|on|of|to] #DET|#ADJ|#NOUN|#PRON', replacement: '', certainty: 0.8 },
  { pattern: 'despite [of]', replacement: '' },
  { pattern: 'regarding [to]', replacement: '' },
  { pattern: '[according] the', replacement: 'according to' },
  // "the most abundant of the five", "low of the range" are right: only rich, poor and deficient.
  { pattern: 'rich|poor|deficient [of] #NOUN|#ADJ|#PROPN', replacement: 'in', certainty: 0.9 },
  // "effect in mice", "impact in Brazil" name where; only a person can tell: suggested.
  { pattern: '=impact|=effect|=influence [in] #ADJ|#NOUN|#DET', replacement: 'on', certainty: 0.8 },
  { pattern: '=expose|exposure [at] @number|#NUM|high|low|different|increasing|various', replacement: 'to' },
  { pattern: '=agree [to] those|that|the|our|previous|earlier|published|these|values|results|findings|data', replacement: 'with' },
  { pattern: 'based [in] the|a|an|its|their|our ?#ADJ ?#NUM ?#PROPN|#PRON|#NOUN classification|criteria|criterion|guidelines|guideline|method|methods|model|models|data|results|analysis|assumption|assumptions|framework|approach|literature|study|studies|evidence|principle|principles|theory|concept|definition|scale|score|index|questionnaire|survey|recommendations|information|findings|standard|standards|algorithm|measurements|observations', replacement: 'on' },
  { pattern: '=increase|=decrease|=reduce|=rise|=drop|=decline|=improve|=grow|=fall|=vary|=differ|=change|=exceed [in] #NUM|@number %|percent|fold|times', replacement: 'by' },
  { pattern: '=increase|=decrease|=reduce|=rise|=drop|=decline|=improve|=grow|=fall [in] #NUM %', replacement: 'by' },
  { pattern: '[in] a|an daily|weekly|monthly|yearly|annual|regular|routine|case-by-case|voluntary|continuous|permanent basis', replacement: 'on' },
  { pattern: '[in] the beginning|end of', replacement: 'at' },
  { pattern: '#VERB [in] the beginning and|or end', replacement: 'at', certainty: 0.9 },
  { pattern: '=reach [to] @number|#NUM|a|an|the|maximum|values|levels', replacement: '' },
  { pattern: '=deal [about|of|on] #DET|#NOUN|#ADJ', replacement: 'with' },
  { pattern: 'compatible|compatibility|incompatible|consistent|consistency|associated|associations|concordant|concordance [to] #DET|#NOUN|#ADJ|all|both|each|most|previous', replacement: 'with', certainty: 0.9 },
  { pattern: '=benefit [of] the|a|an|this|these|their|#NOUN|#ADJ', replacement: 'from' },
  { pattern: 'resulted|resulting [of] #DET|#NOUN|#ADJ|repeated|prolonged|long-term|poor|high|low|excessive', replacement: 'from', certainty: 0.9 },
  { pattern: '=enter|=penetrate|=reach|=approach|=leave|=attend|=access [in|into|to] the|a|an|this|its|their #ADJ|#NOUN', replacement: '', certainty: 0.8 },
  { pattern: 'close|closer|closest [of] the|a|an|its|their|#NUM|zero|unity', replacement: 'to' },
  { pattern: 'perpendicular|tangent|orthogonal [with] the|a|an|its|their|each', replacement: 'to' },
  { pattern: '[by] the first|second|last time', replacement: 'for' },
  { pattern: '=pay ?little|less|more|special|particular|close|no|much|great|careful attention [on|in|at|for]', replacement: 'to' },
  { pattern: 'attention =be|has|have|was|were|been =pay|paid [on|in|at|for]', replacement: 'to' },
  // "dispersed on a TEM grid", "incubated on a shaker" are right: with an article, only a liquid after it (below).
  { pattern: '=disperse|=dissolve|=suspend|=dilute|=immerse|=soak|=incubate [on] #NUM|deionized|distilled|ultrapure|absolute|pure', replacement: 'in', certainty: 0.9 },
  { pattern: '[in] average ,|the|we|each|a|households|patients|participants|#NOUN|#NUM', replacement: 'on' },
  { pattern: '[in] a|the large|great|certain|lesser|greater|small|some extent', replacement: 'to' },
  { pattern: '=insist|=focus|=concentrate|=center|=centre|=rely [at] #DET|#NOUN|#ADJ', replacement: 'on', certainty: 0.9 },
  { pattern: '=differ|=distinguish [of] #DET|#NOUN|#ADJ', replacement: 'from', certainty: 0.9 },
  { pattern: 'capable|incapable [to] #VERB', replacement: 'of', certainty: 0.6 },
  { pattern: '=graduate [in] the|#PROPN university|university', replacement: 'from', certainty: 0.6 },
  { pattern: '=arrive [to] the|a|an|#PROPN|this', replacement: 'at', certainty: 0.9 },
  { pattern: '=recover|recovering|recovered [of] #NOUN|#PROPN|#DET|#ADJ|covid-19|sars-cov-2', replacement: 'from', certainty: 0.9 },
  { pattern: 'soluble|insoluble|solubility|dissolved|miscible|immiscible [on] water|ethanol|methanol|#NOUN|#DET|#ADJ', replacement: 'in', certainty: 0.9 },
  { pattern: '=range [between] @number #NOUN|%|#SYM|#NUM to', replacement: 'from' },
  { pattern: '=range [between] @number to', replacement: 'from' },
  // Only words that never take "with": "comparable with", "parallel with", "varies inversely with", "interacts
  // directly with" and "analogous with" are all standard English.
  { pattern: 'proportional|proportionate|equivalent|perpendicular [with] the|a|an|its|their|#NOUN|#ADJ', replacement: 'to', certainty: 0.9 },
  { pattern: 'the|a|one|main|major|primary|only|key reason|reasons [of] the|this|these|its|their|such|#ADJ|#NOUN', replacement: 'for', certainty: 0.9 },
  { pattern: 'adherence [of] the|antiretroviral|treatment|therapy|medication|medications|drug|drugs|guidelines|#ADJ', replacement: 'to', certainty: 0.9 },
  { pattern: '=convert|=transform|=turn|=translate|=incorporate [in] @number|#NUM|a|an|ethanol|methanol|biodiesel|biogas|energy|electricity|heat|glucose|sugars|#NOUN', replacement: 'into', certainty: 0.9 },
  { pattern: 'in contrast [of|with]', replacement: 'to', certainty: 0.9 },
  { pattern: '=prefer ?#ADJ|#NOUN ?#NOUN ?#NOUN [than]', replacement: 'to', certainty: 0.8 },
  { pattern: 'aware|awareness [about]', replacement: 'of' },
  { pattern: '=explain [about] #DET|#NOUN|#ADJ|#PRON|how|why|what', replacement: '' },
  // Dependent prepositions of academic English (learner's dictionaries), where another one is the usual slip.
  { pattern: '=accuse [for] #DET|#NOUN|#PRON|#ADJ|#VERB', replacement: 'of', certainty: 0.9 },
  { pattern: 'allergic|allergy|allergies [of|for] #DET|#NOUN|#ADJ', replacement: 'to', certainty: 0.9 },
  { pattern: '=attribute|attributable [for|at] #DET|#NOUN|#ADJ', replacement: 'to', certainty: 0.9 },
  { pattern: '=belong [at|in] #DET|#NOUN|#ADJ|#PROPN', replacement: 'to', certainty: 0.8 },
  { pattern: 'characteristic|typical [for] #DET|#NOUN|#ADJ', replacement: 'of', certainty: 0.7 },
  { pattern: '=comment [about] #DET|#NOUN|#ADJ', replacement: 'on', certainty: 0.8 },
  { pattern: 'contrary [of] #DET|#NOUN|#ADJ|to', replacement: 'to' },
  { pattern: '=cope [up] with', replacement: '' },
  { pattern: '=dedicate|devoted [for] #DET|#NOUN|#ADJ|#VERB', replacement: 'to', certainty: 0.8 },
  { pattern: '=derive|derived [of] #DET|#NOUN|#ADJ|#PROPN', replacement: 'from', certainty: 0.9 },
  { pattern: '=deprive|deprived [from] #DET|#NOUN|#ADJ', replacement: 'of', certainty: 0.9 },
  { pattern: 'detrimental|harmful [for] #DET|#NOUN|#ADJ', replacement: 'to', certainty: 0.7 },
  { pattern: 'eligible|eligibility [to] #DET|#NOUN|#ADJ', replacement: 'for', certainty: 0.8 },
  { pattern: 'equal|equivalent [with] #DET|#NOUN|#ADJ|#NUM|zero|unity', replacement: 'to', certainty: 0.8 },
  { pattern: 'exempt|exemption [of] #DET|#NOUN|#ADJ', replacement: 'from', certainty: 0.9 },
  { pattern: '=invest [on] #DET|#NOUN|#ADJ|new', replacement: 'in', certainty: 0.9 },
  { pattern: 'involved|involvement [on] #DET|#NOUN|#ADJ|the', replacement: 'in', certainty: 0.9 },
  { pattern: '=isolate|isolated [of] #DET|#NOUN|#ADJ|#PROPN', replacement: 'from', certainty: 0.8 },
  { pattern: '=prevent [of] #DET|#NOUN|#PRON|#VERB', replacement: 'from', certainty: 0.9 },
  { pattern: 'related|relating|relation|relationship [with] the|a|an|#NOUN|#ADJ', replacement: 'to', certainty: 0.6 },
  { pattern: 'related [with] the|a|an|#NOUN|#ADJ', replacement: 'to', certainty: 0.9 },
  { pattern: '=respond|=react [at] the|a|an|#NOUN|#ADJ', replacement: 'to', certainty: 0.8 },
  { pattern: '=separate|separated [of] the|a|an|#NOUN|#ADJ', replacement: 'from', certainty: 0.9 },
  { pattern: '=suffer [of] #DET|#NOUN|#ADJ', replacement: 'from' },
  { pattern: '=take part [of] #DET|#NOUN|#ADJ', replacement: 'in' },
  { pattern: 'in addition [of] #DET|#NOUN|#ADJ|#VERB', replacement: 'to' },
  { pattern: 'with regard [of] #DET|#NOUN|#ADJ', replacement: 'to' },
  { pattern: 'in terms [to] #DET|#NOUN|#ADJ', replacement: 'of' },
  { pattern: 'in charge [for] #DET|#NOUN|#ADJ', replacement: 'of' },
  { pattern: 'in favour|favor [to] #DET|#NOUN|#ADJ', replacement: 'of' },
  { pattern: 'in response [of] #DET|#NOUN|#ADJ', replacement: 'to', certainty: 0.9 },
  { pattern: 'in line [to] #DET|#NOUN|#ADJ', replacement: 'with', certainty: 0.8 },
  { pattern: 'prior [of] #DET|#NOUN|#ADJ|#VERB', replacement: 'to' },
  { pattern: 'apart [of] #DET|#NOUN|#ADJ|this|these', replacement: 'from' },
  { pattern: '=add [at] the|a|an|each|#NOUN', replacement: 'to', certainty: 0.8 },
  { pattern: '=attach [on] the|a|an|each|#NOUN', replacement: 'to', certainty: 0.8 },
  { pattern: '=limit|limited [at] #NUM|the|a|an|#NOUN|#ADJ', replacement: 'to', certainty: 0.8 },
  { pattern: '#NOUN|#PRON|#ADV|still|often [=lack of] #ADJ|#NOUN|#DET', replacement: '{form:lack}', certainty: 0.9 },
  // ("change in" is left out of convert-into: "a change in temperature" is the noun and right.)
  // More dependent prepositions of learner's dictionaries, each where only the slip can be meant.
  { pattern: '[at] the present|current study|work|paper|article|investigation|review|analysis|research|survey', replacement: 'in' },
  { pattern: '=take ?this|these|it|them|both|all|#NOUN|#ADJ [in] account|consideration', replacement: 'into' },
  { pattern: 'with|in respect [of|at] #DET|#NOUN|#ADJ|#PROPN', replacement: 'to', certainty: 0.9 },
  { pattern: 'regardless [#DET|#NOUN|#ADJ|#VERB]', replacement: '{insert:of}', certainty: 0.9 },
  { pattern: 'in spite [#DET|#NOUN|#ADJ]', replacement: '{insert:of}', certainty: 0.9 },
  { pattern: 'attention ?has|have|had|is|was|were|will|should|must|can ?been|be =pay|paid [on|in|at|for]', replacement: 'to' },
  { pattern: '=invest ?little|heavily|more|less|much|substantially|considerably [on] #DET|#NOUN|#ADJ', replacement: 'in', certainty: 0.9 },
  { pattern: '=preheat|=heat|=cool|=warm|=raise [until] @temperature', replacement: 'to' },
  { pattern: 'contacted|contacting [with] the|a|an|all|each|their|our|#ADJ|#NOUN', replacement: '', certainty: 0.9 },
  { pattern: '=answer|answered [to] the|a|an|this|our|#ADJ ?#ADJ|#NOUN questionnaire|questionnaires|questions|question|survey|surveys|interview|interviews|items|item', replacement: '' },
  { pattern: 'multiplied|multiplying|multiply|multiplies [for] the|a|an|#NUM|@number|its|their', replacement: 'by', certainty: 0.9 },
  { pattern: '=fill|filled [of] #DET|#NOUN|#ADJ', replacement: 'with' },
  { pattern: '=account [of] @number|#NUM|about|approximately|nearly|almost|over|most|half|more|less|the|a', replacement: 'for', certainty: 0.9 },
  { pattern: 'proficient|proficiency|fluent [on] #PROPN|#NOUN|#ADJ|both|english', replacement: 'in', certainty: 0.9 },
  { pattern: '[at] field|greenhouse|controlled|laboratory|drought|stress|stressful|natural|anaerobic|aerobic|saline|hypoxic conditions', replacement: 'under', certainty: 0.9 },
  { pattern: '=supply|=feed|=deliver|=infuse|=administer|=pump|=inject|=apply|=add [in] a rate', replacement: 'at', certainty: 0.9 },
  { pattern: 'dependent|dependence|dependency|=depend [to|at|with|by] #DET|#NOUN|#ADJ|#PROPN', replacement: 'on', certainty: 0.9 },
  { pattern: 'interested|interest [about|for] #DET|#NOUN|#ADJ|#VERB', replacement: 'in', certainty: 0.8 },
  { pattern: '=focus [about|into] #DET|#NOUN|#ADJ|#VERB', replacement: 'on', certainty: 0.9 },
  { pattern: 'similar|similarly [than|of] #DET|#NOUN|#ADJ|#PRON|those|that', replacement: 'to', certainty: 0.9 },
  { pattern: '=differ [than] #DET|#NOUN|#ADJ|#PRON|those|that', replacement: 'from', certainty: 0.9 },
  { pattern: '=contribute [at|on] the|a|an|#ADJ|#NOUN', replacement: 'to', certainty: 0.8 },
  { pattern: 'capable|incapable [for] #DET|#NOUN|#ADJ|#VERB', replacement: 'of', certainty: 0.8 },
  { pattern: 'increased|decreased|reduced|rose|dropped|declined|fell|grew|improved [of] @number|#NUM %|percent|times|fold|percentage', replacement: 'by', certainty: 0.9 },
  { pattern: 'familiar|familiarity|acquainted [about] #DET|#NOUN|#ADJ', replacement: 'with', certainty: 0.9 },
  { pattern: 'susceptible|susceptibility|vulnerable|vulnerability [for|at] #DET|#NOUN|#ADJ', replacement: 'to', certainty: 0.8 },
  { pattern: 'aware|awareness [on] #DET|#NOUN|#ADJ|the', replacement: 'of', certainty: 0.9 },
  { pattern: '=specialize|=specialise|specialized|specialised|=participate [on] #DET|#NOUN|#ADJ', replacement: 'in', certainty: 0.8 },
  { pattern: '=insist [in] #DET|#NOUN|#VERB', replacement: 'on', certainty: 0.8 },
  { pattern: 'subjected [at] #DET|#NOUN|#ADJ|#NUM', replacement: 'to', certainty: 0.8 },
  { pattern: 'full [with] #DET|#NOUN|#ADJ', replacement: 'of', certainty: 0.8 },
];

let matcher: ReturnType<typeof compileCollocations> | null = null;

export const prepositionCollocation: Rule = {
  id: 'preposition-collocation',
  category: 'grammarMechanics',
  check(context: RuleContext) {
    matcher ??= compileCollocations([...PATTERNS, ...MORE_PREPOSITIONS], context.inflect);
    return matcher(context.tokens).map((match): RuleHit => {
      if (match.replacement === '') {
        // Dropping a word: the span is the word with the space before it.
        const previous = context.tokens[match.first.index - 1];
        const start = previous ? previous.end : match.first.start;
        return { start, end: match.last.end, suggestions: [''], certainty: match.certainty, params: { word: match.first.text } };
      }
      // "{insert:of}": a word is missing before the matched one ("regardless stocking density").
      const insert = /^\{insert:(\w+)\}$/.exec(match.replacement);
      if (insert) return { start: match.first.start, end: match.first.end, suggestions: [`${insert[1]} ${match.first.text}`], certainty: match.certainty, params: { word: match.first.text } };
      return { start: match.first.start, end: match.last.end, suggestions: [match.replacement], certainty: match.certainty, params: { word: match.first.text } };
    });
  },
};

/** "the effect of temperature to the reaction rate" → "on": the preposition after a noun phrase that follows "effect of". */
export const effectOfXOn: Rule = {
  id: 'effect-of-on',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (!/^(?:effect|effects|impact|impacts|influence|influences)$/.test(tokens[i]!.lower) || tokens[i + 1]?.lower !== 'of') continue;
      for (let k = i + 2; k < Math.min(tokens.length, i + 7); k++) {
        const token = tokens[k]!;
        if (token.pos === 'VERB' || token.pos === 'AUX' || token.text === ',' || token.lower === 'on') break;
        if (token.lower !== 'to' && token.lower !== 'over') continue;
        const next = tokens[k + 1];
        if (next && (next.pos === 'DET' || next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'PROPN') && k > i + 2) hits.push({ start: token.start, end: token.end, suggestions: ['on'], certainty: 0.9 });
        break;
      }
    }
    return hits;
  },
};

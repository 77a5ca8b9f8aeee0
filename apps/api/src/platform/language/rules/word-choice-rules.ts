import type { Rule, RuleHit } from './rule';

/** Word choices that need more context than a pattern: a verb form of "evidence", "assist" for attend, an "expensive" price. */

/** "The high Cronbach's alpha evidences the internal consistency" → "demonstrates": "evidence" is seldom a verb in English. */
export const evidenceAsVerb: Rule = {
  id: 'evidence-as-verb',
  category: 'wordChoice',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const verb = tokens[i]!;
      if (verb.lower !== 'evidences' && verb.lower !== 'evidenced') continue;
      const before = tokens[i - 1]!;
      const after = tokens[i + 1]!;
      // "as evidenced by", "was evidenced by": the passive is idiomatic.
      if (['as', 'is', 'was', 'were', 'are', 'be', 'been', 'being'].includes(before.lower) || after.lower === 'by') continue;
      if (!(after.pos === 'DET' || after.pos === 'ADJ' || after.pos === 'NOUN' || after.lower === 'that')) continue;
      if (before.pos === 'DET' || before.pos === 'ADP' || before.pos === 'CCONJ' || before.pos === 'PUNCT' && before.text !== ')') continue;
      const replacement = verb.lower === 'evidences' ? inflect.thirdPerson('demonstrate') : inflect.past('demonstrate');
      hits.push({ start: verb.start, end: verb.end, suggestions: [replacement], params: { word: verb.text } });
    }
    return hits;
  },
};

const ATTENDED = /^(?:sessions|session|classes|class|meetings|meeting|lectures|lecture|conferences|conference|appointments|appointment|visits|visit|courses|course|school|training|workshop|workshops|consultations|consultation|seminars|seminar|clinics|clinic)$/;

/** "patients who assisted at least 80% of the sessions" → "attended": asistir/assistir a = attend. */
export const assistForAttend: Rule = {
  id: 'word-choice',
  category: 'wordChoice',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const verb = tokens[i]!;
      if (!/^assist(?:s|ed|ing)?$/.test(verb.lower) || ['in', 'with'].includes(tokens[i + 1]?.lower ?? '')) continue;
      for (let k = i + 1; k < Math.min(tokens.length, i + 10); k++) {
        const token = tokens[k]!;
        if (token.pos === 'VERB' || token.pos === 'AUX' || token.text === ',') break;
        if (!ATTENDED.test(token.lower)) continue;
        const attend = verb.lower === 'assist' ? 'attend' : verb.lower === 'assists' ? inflect.thirdPerson('attend') : verb.lower === 'assisting' ? inflect.gerund('attend') : inflect.past('attend');
        hits.push({ start: verb.start, end: verb.end, suggestions: [attend], params: { word: verb.text }, certainty: 0.9 });
        break;
      }
    }
    return hits;
  },
};

/** "The price of lithium carbonate was very expensive" → "very high": things are expensive, prices are high. */
export const expensivePrice: Rule = {
  id: 'word-choice',
  category: 'wordChoice',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    const subject = tokens.findIndex((t) => /^(?:price|prices|cost|costs|fee|fees|tariff|tariffs)$/.test(t.lower));
    if (subject < 0) return hits;
    for (let k = subject + 1; k < Math.min(tokens.length, subject + 10); k++) {
      const token = tokens[k]!;
      if (token.text === ',' || token.pos === 'VERB') break;
      if (token.lower === 'expensive' || token.lower === 'cheap') {
        if (!tokens.slice(subject + 1, k).some((t) => t.pos === 'AUX' || ['remained', 'remains', 'became', 'becomes', 'seemed'].includes(t.lower))) break;
        hits.push({ start: token.start, end: token.end, suggestions: [token.lower === 'expensive' ? 'high' : 'low'], params: { word: token.text } });
        break;
      }
    }
    return hits;
  },
};

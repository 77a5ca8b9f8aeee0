import type { CheckRequest, CheckResult, EnglishStyle, Finding, FindingCategory } from './engine-types';
import { countWords } from '../documents/word-count';
import { loadLexicon, type Lexicon } from './science/lexicon';
import { findProtectedSpans, protectionLookup } from './science/protected-spans';
import { tokenizeParagraph, type Sentence } from './text/tokens';
import { createInflector, type Inflector } from './text/inflection';
import type { Rule, RuleContext } from './rules/rule';
import { RULES } from './rules/all-rules';
import { isGrammaticalDouble } from './rules/repetition';
import { detectStyle, dialectConsistency, isSpellingVariant } from './spelling/dialect';
import { APPLY_CERTAINTY, policyFor, type RulePolicyEntry } from './policy/rule-policy';

/** A finding of an outside checker (Harper), already in paragraph offsets. */
export interface ExternalHit {
  rule: string;
  category: FindingCategory;
  start: number;
  end: number;
  suggestions: string[];
  messageKey: string;
}

export type ExternalChecker = (paragraph: string, style: EnglishStyle) => Promise<ExternalHit[]>;

export interface Checker {
  check(request: CheckRequest, external?: ExternalChecker): Promise<CheckResult>;
  lexicon: Lexicon;
}

interface Candidate extends Finding {
  /** Ours before Harper's when two say the same. */
  own: boolean;
}

/** The style the document is held to, and whether it is sure enough to apply changes by itself. */
function decideStyle(request: CheckRequest, sentences: Sentence[][], lexicon: Lexicon): { style: EnglishStyle; decided: boolean } {
  if (request.style && request.style !== 'auto') return { style: request.style, decided: true };
  const words = sentences.flat().flatMap((s) => s.tokens.filter((t) => t.isWord && !t.protected).map((t) => t.text));
  const counts = detectStyle(words, lexicon);
  const majority = Math.max(counts.american, counts.british);
  const minority = Math.min(counts.american, counts.british);
  return { style: counts.style, decided: majority >= 3 && majority >= 3 * minority };
}

/** The style-consistency rule when the author chose the style and asked to be held to it (CheckRequest.holdToStyle). */
const HELD_STYLE: RulePolicyEntry = { mode: 'apply', precision: 0.95, fired: 0, onSpan: 0, fixes: 0, sureFired: 0, sureFixes: 0 };
const STYLE_RULE = 'style-consistency';

/** Two edits clash when their spans overlap, or when one inserts at the edge of the other ("However" → "However," and a comma inserted after it). */
function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  if (a.start === a.end || b.start === b.end) return a.start <= b.end && b.start <= a.end;
  return a.start < b.end && b.start < a.end;
}

/**
 * Keeps one finding per span: where findings overlap, the surer one wins the right to apply; the others
 * stay as suggestions unless they say the same thing.
 */
function resolve(candidates: Candidate[]): Finding[] {
  const ordered = [...candidates].sort((a, b) => Number(b.mode === 'apply') - Number(a.mode === 'apply') || b.confidence - a.confidence || Number(b.own) - Number(a.own));
  const kept: Candidate[] = [];
  for (const candidate of ordered) {
    const clash = kept.find((k) => k.paragraph === candidate.paragraph && overlaps(k, candidate));
    if (!clash) {
      kept.push(candidate);
      continue;
    }
    if (clash.start === candidate.start && clash.end === candidate.end && clash.suggestions[0] === candidate.suggestions[0]) continue;
    if (candidate.mode === 'apply') candidate.mode = 'suggest';
    if (!kept.some((k) => k.paragraph === candidate.paragraph && k.start === candidate.start && k.end === candidate.end)) kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.paragraph - b.paragraph || a.start - b.start || a.end - b.end)
    .map(({ own: _own, ...finding }) => finding);
}

function sentenceOf(sentences: Sentence[], start: number): Sentence | undefined {
  return sentences.find((s) => start >= s.start && start < s.end) ?? sentences.find((s) => start <= s.end);
}

export function createChecker(): Checker {
  const lexicon = loadLexicon();
  const isEnglishWord = (word: string) => lexicon.isListed(word);
  const inflectors: Record<EnglishStyle, Inflector> = {
    american: createInflector({ british: false, isWord: isEnglishWord, isStandard: (word) => lexicon.isStandard(word) }),
    british: createInflector({ british: true, isWord: isEnglishWord, isStandard: (word) => lexicon.isStandard(word) }),
  };
  const retagLexicon = {
    // Frequent in speech, or a listed plural (names are seldom plural): "Households with access …".
    isCommonWord: (word: string) => lexicon.frequency(word) >= 20 || (/[^s]s$/.test(word) && lexicon.isStandard(word)),
    singular: (noun: string) => inflectors.american.singular(noun),
    isStandard: (word: string) => lexicon.isStandard(word),
    isVerb: (lemma: string) => lexicon.isListed(inflectors.american.past(lemma)) && lexicon.isListed(inflectors.american.gerund(lemma)) && lexicon.frequency(inflectors.american.gerund(lemma)) > 0,
  };

  return {
    lexicon,
    async check(request, external) {
      const started = performance.now();
      const paragraphs = request.paragraphs;
      const analysed = paragraphs.map((text) => {
        const spans = findProtectedSpans(text, (word) => lexicon.isStandard(word));
        const isProtected = protectionLookup(spans);
        return { text, isProtected, sentences: tokenizeParagraph(text, isProtected, retagLexicon) };
      });
      const { style, decided } = decideStyle(request, analysed.map((a) => a.sentences), lexicon);
      const rules: Rule[] = [...RULES, dialectConsistency(decided)];
      const heldToStyle = request.holdToStyle === true && request.style !== undefined && request.style !== 'auto';
      const candidates: Candidate[] = [];

      for (const [index, { text, sentences, isProtected }] of analysed.entries()) {
        for (const sentence of sentences) {
          const context: RuleContext = { paragraph: text, sentence, tokens: sentence.tokens, lexicon, inflect: inflectors[style], style };
          for (const rule of rules) {
            const held = heldToStyle && rule.id === STYLE_RULE;
            const policy = held ? HELD_STYLE : policyFor(rule.id);
            if (policy.mode === 'off') continue;
            for (const hit of rule.check(context)) {
              if (!rule.touchesProtected && isProtected(hit.start, hit.end)) continue;
              const original = text.slice(hit.start, hit.end);
              if (hit.suggestions.length === 0 || hit.suggestions[0] === original) continue;
              // Held to the chosen style, only a regular spelling change applies by itself (never a dictionary's guess).
              const certainty = held && !isSpellingVariant(original, hit.suggestions[0]!) ? 0.5 : (hit.certainty ?? 1);
              candidates.push({
                paragraph: index,
                start: hit.start,
                end: hit.end,
                sentenceStart: sentence.start,
                sentenceEnd: sentence.end,
                category: rule.category,
                rule: rule.id,
                message: { key: hit.messageKey ?? (hit.suggestions[0] === '' ? 'remove-word' : rule.id), params: { original: original.trim(), suggestion: hit.suggestions[0]!.trim(), ...hit.params } },
                suggestions: hit.suggestions,
                confidence: Math.round(policy.precision * certainty * 100) / 100,
                mode: policy.mode === 'apply' && certainty >= APPLY_CERTAINTY ? 'apply' : 'suggest',
                own: true,
              });
            }
          }
        }
        if (external) {
          for (const hit of await external(text, style)) {
            const policy = policyFor(hit.rule);
            // Harper reads symbols as words ("the WHO 2021 guideline" as "the who"): nothing next to a protected span.
            if (policy.mode === 'off' || isProtected(Math.max(0, hit.start - 1), hit.end + 1) || hit.suggestions.length === 0) continue;
            const original = text.slice(hit.start, hit.end);
            // Harper's repeated-word lint knows no past perfect of "have" ("312 had had a stroke").
            if (isGrammaticalDouble(original)) continue;
            const sentence = sentenceOf(sentences, hit.start);
            candidates.push({
              paragraph: index,
              start: hit.start,
              end: hit.end,
              sentenceStart: sentence?.start ?? 0,
              sentenceEnd: sentence?.end ?? text.length,
              category: hit.category,
              rule: hit.rule,
              message: { key: hit.suggestions[0] === '' ? 'remove-word' : hit.messageKey, params: { original: original.trim(), suggestion: hit.suggestions[0]! } },
              suggestions: hit.suggestions,
              confidence: policy.precision,
              mode: policy.mode === 'apply' ? 'apply' : 'suggest',
              own: false,
            });
          }
        }
      }
      return {
        findings: resolve(candidates),
        wordCount: paragraphs.reduce((sum, p) => sum + countWords(p), 0),
        style,
        millis: Math.round(performance.now() - started),
      };
    },
  };
}

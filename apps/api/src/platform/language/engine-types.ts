/** Types shared by the engine's modules (inside and outside its worker thread). */

export type FindingCategory = 'consistencySpellingTypos' | 'grammarMechanics' | 'phrasing' | 'punctuation' | 'wordChoice';

export const FINDING_CATEGORIES: readonly FindingCategory[] = ['consistencySpellingTypos', 'grammarMechanics', 'phrasing', 'punctuation', 'wordChoice'];

export type EnglishStyle = 'american' | 'british';

/** What a rule may do with its findings, decided by its measured precision (policy/rule-policy.json). */
export type RuleMode = 'apply' | 'suggest' | 'off';

export interface CheckRequest {
  /** The document's paragraphs in reading order (body, tables, notes), as plain text. */
  paragraphs: string[];
  /** The style of English to hold the text to; 'auto' (the default) is the one the text mostly uses. */
  style?: EnglishStyle | 'auto';
  /**
   * The author chose `style` and asked for its spelling throughout (digital editing): a word of the other style
   * is changed to the same word in the chosen style ('apply'), whatever the measured policy of the rule, when
   * the change is one of the regular spelling changes between the styles (a dictionary's guess only suggests).
   */
  holdToStyle?: boolean;
}

export interface Finding {
  /** Index into the request's paragraphs. */
  paragraph: number;
  /** UTF-16 offsets of the flagged span within that paragraph. */
  start: number;
  end: number;
  /** The sentence holding the span, offsets within the paragraph. */
  sentenceStart: number;
  sentenceEnd: number;
  category: FindingCategory;
  /** A stable rule id: one of ours ('uncountable-noun') or Harper's ('harper:AnA'). */
  rule: string;
  /** A key of the `grammar-rules` message catalogue (five languages) and its parameters. */
  message: { key: string; params: Record<string, string> };
  /** Replacements for [start, end), best first; '' deletes the span. */
  suggestions: string[];
  /** 0..1: the rule's measured precision, lowered where the rule itself is less sure. */
  confidence: number;
  /** 'apply': safe to apply without a person; 'suggest': shown, never applied by itself. */
  mode: 'apply' | 'suggest';
}

export interface CheckResult {
  /** Sorted by paragraph, then start; 'apply' findings never overlap one another. */
  findings: Finding[];
  wordCount: number;
  style: EnglishStyle;
  millis: number;
}

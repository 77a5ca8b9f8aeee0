/**
 * The grammar check's score (0–10, one decimal) and its category, the same on the server (which stores
 * the score) and in the browser (which explains it under "How this score is computed").
 *
 *   weighted findings  E = Σ weight(category) × confidence      (each finding; a repeat counted at most 3 times)
 *   rate               r = 100 × E / words                      (weighted findings per 100 words)
 *   score              S = 10 × e^(−r / 2.5), rounded to one decimal
 *
 * - The weights say how much a kind of error hurts a reader (and a reviewer): grammar and mechanics 1.0,
 *   spelling, typos and consistency 0.8, word choice 0.8, phrasing 0.6, punctuation 0.4.
 * - A finding counts by its confidence (0–1): a likely error counts nearly whole, a doubtful one little.
 * - The same finding repeated (the same rule on the same words, e.g. "informations" ten times) counts at
 *   most three times: one habit should not weigh like ten different errors.
 * - The scale 2.5 places the categories: no findings scores 10; about 1.2 weighted findings per 100 words
 *   is the edge of "exceptional" (6.1); about 3.3 the edge of "average" (2.69); 5 per 100 words scores 1.4.
 *   The exponential never reaches 0, so every further error still lowers the score a little.
 */
export const FINDING_CATEGORIES = ['consistencySpellingTypos', 'grammarMechanics', 'phrasing', 'punctuation', 'wordChoice'] as const;
export type FindingCategory = (typeof FINDING_CATEGORIES)[number];

export const CATEGORY_WEIGHTS: Readonly<Record<FindingCategory, number>> = {
  grammarMechanics: 1,
  consistencySpellingTypos: 0.8,
  wordChoice: 0.8,
  phrasing: 0.6,
  punctuation: 0.4,
};

/** Weighted findings per 100 words at which the score has fallen to 10/e ≈ 3.7. */
export const SCORE_RATE_SCALE = 2.5;
/** A repeated finding (same rule, same words) counts at most this many times. */
export const REPEAT_CAP = 3;
export const MAX_SCORE = 10;

export interface ScoredFinding {
  category: FindingCategory;
  /** 0–1; values outside are clamped. */
  confidence: number;
  /** What makes two findings "the same" (rule and flagged words); omitted = every finding is its own. */
  repeatKey?: string;
}

/** Σ weight × confidence over the findings, each repeat key counted at most REPEAT_CAP times. */
export function weightedFindings(findings: readonly ScoredFinding[]): number {
  const seen = new Map<string, number>();
  let total = 0;
  for (const finding of findings) {
    if (finding.repeatKey !== undefined) {
      const count = (seen.get(finding.repeatKey) ?? 0) + 1;
      seen.set(finding.repeatKey, count);
      if (count > REPEAT_CAP) continue;
    }
    const confidence = Math.min(1, Math.max(0, Number.isFinite(finding.confidence) ? finding.confidence : 0));
    total += CATEGORY_WEIGHTS[finding.category] * confidence;
  }
  return total;
}

/** Weighted findings per 100 words. */
export function findingRate(findings: readonly ScoredFinding[], wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) throw new RangeError('a score needs a positive word count');
  return (100 * weightedFindings(findings)) / wordCount;
}

/** The score of a rate of weighted findings per 100 words, unrounded. */
export function scoreOfRate(rate: number): number {
  return MAX_SCORE * Math.exp(-Math.max(0, rate) / SCORE_RATE_SCALE);
}

/** Rounds to the one decimal the score is shown and stored with. */
export function roundScore(score: number): number {
  return Math.round(score * 10) / 10;
}

/** The score of a text: 0–10 with one decimal. */
export function assessmentScore(findings: readonly ScoredFinding[], wordCount: number): number {
  return roundScore(scoreOfRate(findingRate(findings, wordCount)));
}

export const EXCEPTIONAL_MIN_SCORE = 6.1;
export const AVERAGE_MIN_SCORE = 2.69;

export const SCORE_CATEGORIES = ['exceptional', 'average', 'poor'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

/** Exceptional from about 6.1, average from about 2.69, poor below. */
export function scoreCategory(score: number): ScoreCategory {
  if (score >= EXCEPTIONAL_MIN_SCORE) return 'exceptional';
  if (score >= AVERAGE_MIN_SCORE) return 'average';
  return 'poor';
}

/**
 * The colour of a category's score ring and the colour of the ring's unfilled part. Dark enough to read
 * as text on white (WCAG AA, 4.5:1), since the score is written in it.
 */
export const CATEGORY_COLORS: Readonly<Record<ScoreCategory, string>> = {
  exceptional: '#2b7a3d',
  average: '#9a5b00',
  poor: '#c0262d',
};
export const SCORE_TRAIL_COLOR = '#e9ecef';

/** Editing is recommended below "exceptional": the manuscript's language would distract reviewers. */
export function editingRecommended(score: number): boolean {
  return scoreCategory(score) !== 'exceptional';
}

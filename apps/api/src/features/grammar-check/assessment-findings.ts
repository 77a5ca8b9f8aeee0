import { assessmentScore, FINDING_CATEGORIES, type FindingCategory } from '@marginalia/contracts/grammar-check/assessment-score';
import type { Finding } from '../../platform/language/language-engine';
import type { StoredFinding, StoredFindings } from '../../platform/db/schema/language-assessments';

/**
 * What the language engine found, turned into what an assessment stores: the score, the counts per
 * category, and the findings with the sentences that hold them (the report shows each finding in its
 * sentence, never the whole manuscript).
 */

/** A finding as the language engine gives it. */
export type EngineFinding = Finding;

/** The report keeps this many findings (a score and the counts take them all): enough for any manuscript worth reading. */
export const STORED_FINDINGS_MAX = 2000;
/** How many findings back a second finding of the same error is looked for. */
const TWIN_LOOKBACK = 8;
/** Replacements kept per finding, best first. */
export const SUGGESTIONS_KEPT = 3;

export interface AssessedText {
  scoreTenths: number;
  errorCounts: Record<FindingCategory, number>;
  findings: StoredFindings;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, Number.isFinite(value) ? Math.trunc(value) : low));
}

/** The sentence around a finding, within its paragraph's bounds; the whole paragraph when the engine gave none. */
function sentenceOf(paragraph: string, finding: EngineFinding): { start: number; end: number } {
  const start = clamp(finding.sentenceStart, 0, paragraph.length);
  const end = clamp(finding.sentenceEnd, start, paragraph.length);
  if (end <= start || finding.start < start || finding.end > end) return { start: 0, end: paragraph.length };
  return { start, end };
}

/** The paragraph with the finding's first suggestion applied (spaces collapsed, as a deletion leaves two); null without one. */
function corrected(paragraph: string, finding: EngineFinding): string | null {
  const suggestion = finding.suggestions[0];
  return suggestion === undefined ? null : (paragraph.slice(0, finding.start) + suggestion + paragraph.slice(finding.end)).replace(/\s+/g, ' ');
}

/**
 * One error found twice (two rules on overlapping words whose suggestions make the same text, such as
 * "the the" → "the" and "the" → "") is kept once, the surer finding: it is one error for the score and the reader.
 */
export function withoutRepeats(paragraphs: readonly string[], findings: readonly EngineFinding[]): EngineFinding[] {
  const kept: EngineFinding[] = [];
  for (const finding of findings) {
    const paragraph = paragraphs[finding.paragraph] ?? '';
    const result = corrected(paragraph, finding);
    // The engine sorts its findings by paragraph and start: a twin is among the last few kept.
    let twin = -1;
    for (let index = kept.length - 1; result !== null && index >= 0 && index >= kept.length - TWIN_LOOKBACK; index--) {
      const other = kept[index];
      if (!other || other.paragraph !== finding.paragraph) break;
      if (other.start < finding.end && finding.start < other.end && corrected(paragraph, other) === result) {
        twin = index;
        break;
      }
    }
    const existing = kept[twin];
    if (!existing) kept.push(finding);
    else if (finding.confidence > existing.confidence) kept[twin] = finding;
  }
  return kept;
}

export function assessText(paragraphs: readonly string[], engineFindings: readonly EngineFinding[], wordCount: number): AssessedText {
  const findings = withoutRepeats(
    paragraphs,
    engineFindings.filter((finding) => paragraphs[finding.paragraph] !== undefined && FINDING_CATEGORIES.includes(finding.category)),
  );
  const errorCounts = Object.fromEntries(FINDING_CATEGORIES.map((category) => [category, 0])) as Record<FindingCategory, number>;
  for (const finding of findings) errorCounts[finding.category] += 1;

  const score = assessmentScore(
    findings.map((finding) => ({
      category: finding.category,
      confidence: finding.confidence,
      repeatKey: `${finding.rule}|${(paragraphs[finding.paragraph] ?? '').slice(finding.start, finding.end).toLowerCase()}`,
    })),
    wordCount,
  );

  const sentences: string[] = [];
  const sentenceIndex = new Map<string, number>();
  const stored: StoredFinding[] = [];
  for (const finding of findings.slice(0, STORED_FINDINGS_MAX)) {
    const paragraph = paragraphs[finding.paragraph] ?? '';
    const sentence = sentenceOf(paragraph, finding);
    const key = `${finding.paragraph}:${sentence.start}:${sentence.end}`;
    let index = sentenceIndex.get(key);
    if (index === undefined) {
      index = sentences.push(paragraph.slice(sentence.start, sentence.end)) - 1;
      sentenceIndex.set(key, index);
    }
    const length = sentence.end - sentence.start;
    const start = clamp(finding.start - sentence.start, 0, length);
    stored.push({
      sentence: index,
      start,
      end: clamp(finding.end - sentence.start, start, length),
      category: finding.category,
      rule: finding.rule,
      messageKey: finding.message.key,
      messageParams: finding.message.params,
      suggestions: finding.suggestions.slice(0, SUGGESTIONS_KEPT),
      confidence: Math.round(clamp(finding.confidence * 1000, 0, 1000)) / 1000,
    });
  }
  return { scoreTenths: Math.round(score * 10), errorCounts, findings: { sentences, findings: stored } };
}

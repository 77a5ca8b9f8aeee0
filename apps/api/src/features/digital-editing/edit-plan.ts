import type { DigitalEditChanges } from '../../platform/db/schema/digital-editing';
import type { RevisionOutcome, SkipReason, TextComment, TextEdit } from '../../platform/docx/revisions/revision-types';
import type { Finding, FindingCategory } from '../../platform/language/language-engine';

/**
 * What the automated editing does with the engine's findings (README.md "What is changed"): a finding the
 * engine applies by itself ('apply') becomes a tracked change; one it only suggests becomes a Word comment on
 * its span, unless an applied change already covers that text. The counts by category come from what the
 * writer actually wrote.
 */
export interface RevisionPlan {
  edits: TextEdit[];
  comments: TextComment[];
  editCategories: FindingCategory[];
  commentCategories: FindingCategory[];
}

/** Writes a finding's comment: its message and the suggestion, in the researcher's language. */
export type CommentWriter = (finding: Finding) => string;

/** More comments than this would bury the manuscript; the surest suggestions are kept. */
export const MAX_COMMENTS = 400;

function overlaps(a: Pick<Finding, 'start' | 'end'>, b: Pick<Finding, 'start' | 'end'>): boolean {
  return a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);
}

export function planRevisions(findings: readonly Finding[], writeComment: CommentWriter): RevisionPlan {
  const applied = findings.filter((finding) => finding.mode === 'apply' && finding.suggestions[0] !== undefined);
  const suggested = findings
    .filter((finding) => finding.mode === 'suggest')
    .filter((finding) => !applied.some((other) => other.paragraph === finding.paragraph && overlaps(other, finding)))
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, MAX_COMMENTS)
    .sort((a, b) => a.paragraph - b.paragraph || a.start - b.start);
  return {
    edits: applied.map((finding) => ({ paragraph: finding.paragraph, start: finding.start, end: finding.end, replacement: finding.suggestions[0]! })),
    editCategories: applied.map((finding) => finding.category),
    comments: suggested.map((finding) => ({ paragraph: finding.paragraph, start: finding.start, end: finding.end, text: writeComment(finding) })),
    commentCategories: suggested.map((finding) => finding.category),
  };
}

const NOT_PROTECTION: ReadonlySet<SkipReason> = new Set(['overlap', 'no-change', 'out-of-range']);

/** What the edit did, per category: tracked changes and comments written, findings left out where text is protected. */
export function tally(plan: RevisionPlan, outcome: Pick<RevisionOutcome, 'applied' | 'commented' | 'skipped'>): DigitalEditChanges {
  const changes: Record<string, number> = {};
  const suggestions: Record<string, number> = {};
  for (const index of outcome.applied) {
    const category = plan.editCategories[index]!;
    changes[category] = (changes[category] ?? 0) + 1;
  }
  for (const index of outcome.commented) {
    const category = plan.commentCategories[index]!;
    suggestions[category] = (suggestions[category] ?? 0) + 1;
  }
  return { changes, suggestions, protectedSkipped: outcome.skipped.filter((skip) => skip.kind === 'edit' && !NOT_PROTECTION.has(skip.reason)).length };
}

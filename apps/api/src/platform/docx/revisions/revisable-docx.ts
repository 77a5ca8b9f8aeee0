import { strFromU8, strToU8 } from 'fflate';
import { locateParagraphs, type ParsedParagraph } from '../docx-paragraphs';
import { packDocx, textPartNames, unpackDocx } from '../docx-package';
import { changeBlockedBy, commentBlockedBy, commentRange, narrowChange, type Change } from './change-rules';
import { citationSpans, referenceListParagraphs } from './citations';
import { addComments, canAddComments, type NewComment } from './comments-part';
import { objectOffsets, paragraphStyle, runProtection } from './part-protection';
import { ParagraphRevision, type PlacedRun } from './paragraph-revision';
import { splittableRun } from './run-pieces';
import type { ProtectedSpan, RevisableParagraph, RevisionOptions, RevisionOutcome, SkipReason, TextComment, TextEdit } from './revision-types';

/**
 * A .docx opened for tracked changes (README.md): its paragraphs — the body with its tables, footnotes,
 * endnotes, headers and footers, as `readParagraphs` reads them — each with what of it is protected, and
 * `write`, which returns the package with the edits as Word revisions (w:ins / w:del, with an author and a
 * date) and the comments as Word comments. Only the text parts and, for comments, the comments part, its
 * content type and relationship change; every other part is copied as it was.
 */
export interface RevisableDocx {
  paragraphs: RevisableParagraph[];
  write(edits: readonly TextEdit[], comments: readonly TextComment[], options: RevisionOptions): RevisionOutcome;
}

interface PartState {
  name: string;
  xml: string;
  located: ParsedParagraph[];
  /** Per paragraph: its runs that may be edited, with their text offsets. */
  editable: PlacedRun[][];
  /** Index of the part's first paragraph among all. */
  offset: number;
}

const HEADER_OR_FOOTER = /^word\/(header|footer)\d*\.xml$/;

function sortSpans(spans: ProtectedSpan[]): ProtectedSpan[] {
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}

function readPart(name: string, xml: string, offset: number): { state: PartState; paragraphs: RevisableParagraph[] } {
  const located = locateParagraphs(xml);
  const protection = runProtection(xml, located);
  const inReferences = name === 'word/document.xml' ? referenceListParagraphs(located.map((p) => ({ text: p.runs.map((r) => r.text).join(''), style: paragraphStyle(xml, p) }))) : new Set<number>();
  const headerOrFooter = HEADER_OR_FOOTER.test(name);
  const editable: PlacedRun[][] = [];
  const paragraphs = located.map((paragraph, index): RevisableParagraph => {
    const text = paragraph.runs.map((run) => run.text).join('');
    const whole = headerOrFooter ? 'header-footer' : inReferences.has(index) ? 'reference-list' : null;
    const spans: ProtectedSpan[] = [];
    const runs: PlacedRun[] = [];
    let at = 0;
    paragraph.runs.forEach((run, runIndex) => {
      const reason = protection[index]![runIndex] ?? null;
      const split = reason === null && whole === null ? splittableRun(xml.slice(run.start, run.end), run.text) : null;
      if (whole === null && reason !== null) spans.push({ start: at, end: at + run.text.length, reason });
      else if (whole === null && !split) spans.push({ start: at, end: at + run.text.length, reason: 'complex-run' });
      if (split) runs.push({ index: runIndex, textStart: at, run: split });
      at += run.text.length;
    });
    editable.push(runs);
    if (whole !== null) return { part: name, index, text, protectedSpans: [{ start: 0, end: text.length, reason: whole }], fullyProtected: true };
    spans.push(...citationSpans(text), ...objectOffsets(xml, paragraph).map((offset) => ({ start: offset, end: offset, reason: 'object' as const })));
    const fullyProtected = runs.length === 0 || runs.every(({ run }) => run.text.trim() === '');
    return { part: name, index, text, protectedSpans: sortSpans(spans), fullyProtected };
  });
  return { state: { name, xml, located, editable, offset }, paragraphs };
}

/** The highest w:id in the text parts and comments: new revisions and comments take ids above it. */
function highestId(entries: Record<string, Uint8Array>, names: readonly string[]): number {
  let highest = 0;
  for (const name of [...names, 'word/comments.xml']) {
    const bytes = entries[name];
    if (!bytes) continue;
    for (const match of strFromU8(bytes).matchAll(/w:id="(-?\d+)"/g)) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

export async function openRevisableDocx(docx: Buffer): Promise<RevisableDocx> {
  const entries = await unpackDocx(docx);
  const names = textPartNames(entries);
  const parts: PartState[] = [];
  const paragraphs: RevisableParagraph[] = [];
  for (const name of names) {
    const { state, paragraphs: own } = readPart(name, strFromU8(entries[name]!), paragraphs.length);
    parts.push(state);
    paragraphs.push(...own);
  }
  return { paragraphs, write: (edits, comments, options) => write(entries, parts, paragraphs, edits, comments, options) };
}

function partOf(parts: readonly PartState[], paragraph: number): PartState {
  let found = parts[0]!;
  for (const part of parts) if (part.offset <= paragraph) found = part;
  return found;
}

function write(
  source: Record<string, Uint8Array>,
  parts: readonly PartState[],
  paragraphs: readonly RevisableParagraph[],
  edits: readonly TextEdit[],
  comments: readonly TextComment[],
  options: RevisionOptions,
): RevisionOutcome {
  const entries = { ...source };
  const skipped: RevisionOutcome['skipped'] = [];
  const applied: number[] = [];
  const commented: number[] = [];
  let id = highestId(entries, parts.map((part) => part.name));
  const marks = { author: options.author, date: options.date.toISOString().replace(/\.\d{3}Z$/, 'Z'), nextId: () => ++id };
  const revisions = new Map<number, ParagraphRevision>();
  const revisionOf = (index: number) => {
    let revision = revisions.get(index);
    if (!revision) {
      const part = partOf(parts, index);
      revision = new ParagraphRevision(part.editable[index - part.offset]!, marks);
      revisions.set(index, revision);
    }
    return revision;
  };
  const skip = (kind: 'edit' | 'comment', index: number, reason: SkipReason) => skipped.push({ kind, index, reason });

  // Edits first, in document order; one that overlaps an edit already placed is left out.
  const placed = new Map<number, Change[]>();
  const order = edits.map((edit, index) => ({ edit, index })).sort((a, b) => a.edit.paragraph - b.edit.paragraph || a.edit.start - b.edit.start);
  for (const { edit, index } of order) {
    const paragraph = paragraphs[edit.paragraph];
    if (!paragraph || edit.start < 0 || edit.end > paragraph.text.length || edit.start > edit.end) {
      skip('edit', index, 'out-of-range');
      continue;
    }
    const change = narrowChange(paragraph.text, edit.start, edit.end, edit.replacement);
    if (change.start === change.end && change.insert === '') {
      skip('edit', index, 'no-change');
      continue;
    }
    const blocked = changeBlockedBy(paragraph.text, paragraph.protectedSpans, change);
    const earlier = placed.get(edit.paragraph) ?? [];
    const overlaps = earlier.some((other) => change.start < other.end && other.start < change.end) || earlier.some((other) => other.end === change.start && change.start === change.end);
    if (blocked || overlaps || !revisionOf(edit.paragraph).canChange(change.start, change.end)) {
      skip('edit', index, blocked ?? 'overlap');
      continue;
    }
    revisionOf(edit.paragraph).change(change.start, change.end, change.insert);
    earlier.push(change);
    placed.set(edit.paragraph, earlier);
    applied.push(index);
  }

  const newComments: NewComment[] = [];
  const commentsPossible = canAddComments(entries);
  comments.forEach((comment, index) => {
    const paragraph = paragraphs[comment.paragraph];
    const range = paragraph && comment.start >= 0 && comment.end <= paragraph.text.length && comment.start <= comment.end ? commentRange(paragraph.text, comment.start, comment.end) : null;
    if (!paragraph || !range || !commentsPossible) {
      skip('comment', index, 'out-of-range');
      return;
    }
    const blocked = commentBlockedBy(paragraph.protectedSpans, range);
    const overlaps = (placed.get(comment.paragraph) ?? []).some((change) => range.start < Math.max(change.end, change.start + 1) && change.start < range.end);
    if (blocked || overlaps || !revisionOf(comment.paragraph).canChange(range.start, range.end)) {
      skip('comment', index, blocked ?? 'overlap');
      return;
    }
    const commentId = marks.nextId();
    revisionOf(comment.paragraph).comment(commentId, range.start, range.end);
    newComments.push({ id: commentId, text: comment.text });
    commented.push(index);
  });

  for (const part of parts) {
    const runXml = new Map<number, string>();
    for (const [index, revision] of revisions) {
      if (partOf(parts, index) !== part) continue;
      const paragraph = part.located[index - part.offset]!;
      for (const [runIndex, xml] of revision.rewritten()) runXml.set(paragraph.runs[runIndex]!.start, xml);
    }
    if (runXml.size === 0) continue;
    const ends = new Map(part.located.flatMap((paragraph) => paragraph.runs.map((run) => [run.start, run.end] as const)));
    let out = '';
    let at = 0;
    for (const start of [...runXml.keys()].sort((a, b) => a - b)) {
      out += part.xml.slice(at, start) + runXml.get(start)!;
      at = ends.get(start)!;
    }
    entries[part.name] = strToU8(out + part.xml.slice(at));
  }
  addComments(entries, newComments, { author: options.author, initials: options.initials, date: marks.date });
  skipped.sort((a, b) => a.kind.localeCompare(b.kind) || a.index - b.index);
  return { docx: packDocx(entries), applied: applied.sort((a, b) => a - b), commented, skipped };
}

import type { ProtectedSpan, ProtectionReason } from './revision-types';

/**
 * Pure rules of the revision writer (README.md): how small a tracked change is made, and whether it (or a
 * comment) may be written where protected text and inline objects are.
 */
export interface Change {
  start: number;
  end: number;
  insert: string;
}

const TOKEN = /[\p{L}\p{N}\p{M}]+|\s+|[^\p{L}\p{N}\p{M}\s]/gu;
const WORDLIKE = /[\p{L}\p{N}\p{M}]/u;

function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/**
 * The change as an editor makes it in Word: the words, spaces and marks that the replacement keeps at either
 * end are left out, so "works" → "work" replaces one word and " the" → "" deletes the repeated word with its
 * space, never more. Words are replaced whole, as a reader expects to see them.
 */
export function narrowChange(text: string, start: number, end: number, replacement: string): Change {
  const before = tokens(text.slice(start, end));
  const after = tokens(replacement);
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const length = (list: string[]) => list.reduce((sum, token) => sum + token.length, 0);
  return {
    start: start + length(before.slice(0, prefix)),
    end: end - length(before.slice(before.length - suffix)),
    insert: after.slice(prefix, after.length - suffix).join(''),
  };
}

/** At an object's edge a change is allowed only when it works on a word there (never a space or a mark beside it). */
function wordAtEdge(text: string, change: Change, offset: number): boolean {
  const deleted = text.slice(change.start, change.end);
  const edges = offset === change.start ? [deleted[0], change.insert[0]] : [deleted.at(-1), change.insert.at(-1)];
  return edges.every((character) => character === undefined || WORDLIKE.test(character)) && edges.some((character) => character !== undefined);
}

/** Why the change may not be written, or null: protected text it touches, an object it crosses or leans on. */
export function changeBlockedBy(text: string, spans: readonly ProtectedSpan[], change: Change): ProtectionReason | null {
  for (const span of spans) {
    if (span.start === span.end) {
      const at = span.start;
      if (change.start < at && at < change.end) return span.reason;
      if ((at === change.start || at === change.end) && !wordAtEdge(text, change, at)) return span.reason;
      continue;
    }
    if (change.start < change.end ? change.start < span.end && span.start < change.end : span.start < change.start && change.start < span.end) return span.reason;
  }
  return null;
}

/** A comment's range: a zero-width one covers the word after it (or before it at the end of a word). */
export function commentRange(text: string, start: number, end: number): { start: number; end: number } | null {
  if (start < end) return { start, end };
  const after = /^[\p{L}\p{N}\p{M}'’-]+/u.exec(text.slice(start))?.[0];
  if (after) return { start, end: start + after.length };
  const before = /[\p{L}\p{N}\p{M}'’-]+$/u.exec(text.slice(0, start))?.[0];
  if (before) return { start: start - before.length, end: start };
  return null;
}

/** Why a comment may not be written there, or null: its range may not overlap protected text or hold an object. */
export function commentBlockedBy(spans: readonly ProtectedSpan[], range: { start: number; end: number }): ProtectionReason | null {
  for (const span of spans) {
    if (span.start === span.end ? range.start < span.start && span.start < range.end : range.start < span.end && span.start < range.end) return span.reason;
  }
  return null;
}

import { englishNumbersIn } from './english-numbers';
import type { CompiledGlossary } from './glossary/glossary';
import { findProtectedSpans, type SpanKind } from './protected-spans';
import { polishEnglish, polishPlaceholders } from './english-polish';
import type { LanguagePair, TranslateOptions, TranslationEngine } from './translation-engine';

/**
 * The translation of segments (paragraphs, table cells, notes) through any engine, with what must not
 * change protected (README.md): each protected span and glossary term is replaced by a placeholder
 * `ZZnZZ` the engine passes through as an unknown word, numbers outside them are written the English way,
 * and afterwards the placeholders get their English back. A segment is made of pieces, each with the
 * formatting mark of the runs it came from; marks other than the segment's main one travel through the
 * engine as `<gN>` tags, so bold or italic text keeps its formatting where the words went.
 */
export interface SegmentPiece {
  text: string;
  /** Which formatting the text has (the caller's index of its runs' properties). */
  mark: number;
}

export type Segment = readonly SegmentPiece[];

interface Slot {
  text: string;
  kind: SpanKind | 'term';
}

const PLACEHOLDER = /ZZ(\d+)ZZ/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** The mark that covers most of the text: it is left untagged. */
function mainMark(segment: Segment): number {
  const lengths = new Map<number, number>();
  for (const piece of segment) lengths.set(piece.mark, (lengths.get(piece.mark) ?? 0) + piece.text.length);
  let best = segment[0]?.mark ?? 0;
  for (const [mark, length] of lengths) if (length > (lengths.get(best) ?? 0)) best = mark;
  return best;
}

/** One piece's text with its spans and terms replaced by placeholders (their English kept in `slots`). */
function maskPiece(text: string, glossary: CompiledGlossary | null, slots: Slot[]): string {
  const terms = glossary ? glossary.find(text) : [];
  const spans = [
    ...terms.map((term) => ({ start: term.start, end: term.end, kind: 'term' as const, replacement: term.target })),
    ...findProtectedSpans(text, terms),
  ].sort((a, b) => a.start - b.start);
  let masked = '';
  let at = 0;
  for (const span of spans) {
    masked += escapeHtml(englishNumbersIn(text.slice(at, span.start)));
    masked += `ZZ${slots.length}ZZ`;
    slots.push({ text: span.replacement, kind: span.kind });
    at = span.end;
  }
  return masked + escapeHtml(englishNumbersIn(text.slice(at)));
}

export interface PreparedSegment {
  html: string;
  slots: Slot[];
  main: number;
  capitalized: boolean;
}

export function prepareSegment(segment: Segment, glossary: CompiledGlossary | null): PreparedSegment {
  const slots: Slot[] = [];
  const main = mainMark(segment);
  const html = segment
    .map((piece) => {
      const masked = maskPiece(piece.text.replace(/[\r\n]+/g, ' '), glossary, slots);
      return piece.mark === main || masked.trim() === '' ? masked : `<g${piece.mark}>${masked}</g${piece.mark}>`;
    })
    .join('');
  const first = segment.map((piece) => piece.text).join('').trim().charAt(0);
  return { html, slots, main, capitalized: first !== '' && first === first.toLocaleUpperCase() && first !== first.toLocaleLowerCase() };
}

/** The engine's answer back into pieces, placeholders restored, English polished. */
export function finishSegment(translated: string, prepared: PreparedSegment): SegmentPiece[] {
  const restored = polishEnglish(
    polishPlaceholders(translated, (index) => prepared.slots[index]?.kind ?? null).replace(PLACEHOLDER, (whole, index: string) => {
      const slot = prepared.slots[Number(index)];
      return slot ? escapeHtml(slot.text) : whole;
    }),
  );
  const pieces: SegmentPiece[] = [];
  const stack: number[] = [];
  for (const part of restored.split(/(<\/?g\d+>)/)) {
    const tag = /^<(\/?)g(\d+)>$/.exec(part);
    if (tag) {
      if (tag[1] === '/') stack.pop();
      else stack.push(Number(tag[2]));
      continue;
    }
    // Any other tag an engine added (a stray <b>, a line break) is dropped; the text stays.
    const text = unescapeHtml(part.replace(/<[^>]*>/g, ''));
    if (text === '') continue;
    const mark = stack.at(-1) ?? prepared.main;
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += text;
    else pieces.push({ text, mark });
  }
  if (prepared.capitalized && pieces[0]) pieces[0].text = pieces[0].text.replace(/^(\s*)(\p{Ll})/u, (_, space: string, letter: string) => space + letter.toLocaleUpperCase('en'));
  return pieces;
}

/** Translates segments in one engine call (a whole document's worth); empty segments are not sent. */
export async function translateSegments(
  engine: TranslationEngine,
  pair: LanguagePair,
  segments: readonly Segment[],
  glossary: CompiledGlossary | null,
  options: TranslateOptions = {},
): Promise<SegmentPiece[][]> {
  const prepared = segments.map((segment) => prepareSegment(segment, glossary));
  const sendable = prepared.map((each, index) => ({ each, index })).filter(({ each }) => /\p{L}/u.test(each.html.replace(/ZZ\d+ZZ|<[^>]+>/g, '')));
  const answers = await engine.translate(
    sendable.map(({ each }) => each.html),
    pair,
    options,
  );
  const byIndex = new Map(sendable.map(({ index }, position) => [index, answers[position] ?? '']));
  return prepared.map((each, index) => finishSegment(byIndex.get(index) ?? each.html, each));
}

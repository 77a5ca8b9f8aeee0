import { escapeXml, unescapeXml } from '../docx-paragraphs';

/**
 * A text run taken apart so that a stretch of its text can be cut out (README.md): the run's own tag (its
 * attributes), its properties (`<w:rPr>`, kept on every piece) and its content, which must be nothing but
 * text, tabs, breaks and hyphen marks — a run holding anything else is not split and so never edited. The
 * text the pieces give is checked against the reader's, so the offsets the engine saw are the offsets cut.
 */
type Token = { kind: 'text'; text: string; xml: string } | { kind: 'char'; text: string; xml: string } | { kind: 'mark'; xml: string };

export interface SplittableRun {
  open: string;
  properties: string;
  tokens: Token[];
  text: string;
}

const RUN = /^<w:r(\s[^>]*)?>([\s\S]*)<\/w:r>$/;
const PROPERTIES = /^\s*(<w:rPr>[\s\S]*?<\/w:rPr>|<w:rPr\/>)/;
const CONTENT = /\s+|<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:t(?:\s[^>]*)?\/>|<w:(tab|br|cr|noBreakHyphen|softHyphen|lastRenderedPageBreak)(?:\s[^>]*)?\/>/y;
const CHARACTER: Record<string, string> = { tab: '\t', br: '\n', cr: '\n', noBreakHyphen: '\u2011' };

/** The run's parts, or null when it holds more than text (it is then left alone). */
export function splittableRun(xml: string, expectedText: string): SplittableRun | null {
  const run = RUN.exec(xml);
  if (!run) return null;
  const inner = run[2] ?? '';
  const properties = PROPERTIES.exec(inner)?.[1] ?? '';
  let at = properties ? inner.indexOf(properties) + properties.length : 0;
  const tokens: Token[] = [];
  let text = '';
  while (at < inner.length) {
    CONTENT.lastIndex = at;
    const match = CONTENT.exec(inner);
    if (!match) return null;
    at = CONTENT.lastIndex;
    const [whole, content, empty] = match;
    if (/^\s+$/.test(whole)) continue;
    if (empty !== undefined) {
      const character = CHARACTER[empty];
      if (character) {
        tokens.push({ kind: 'char', text: character, xml: whole });
        text += character;
      } else tokens.push({ kind: 'mark', xml: whole });
      continue;
    }
    const value = unescapeXml(content ?? '');
    tokens.push({ kind: 'text', text: value, xml: whole });
    text += value;
  }
  if (text !== expectedText) return null;
  return { open: `<w:r${run[1] ?? ''}>`, properties, tokens, text };
}

function textXml(text: string, deleted: boolean): string {
  const tag = deleted ? 'w:delText' : 'w:t';
  return text === '' ? '' : `<${tag} xml:space="preserve">${escapeXml(text)}</${tag}>`;
}

/** The content of [start, end) of the run's text; deleted content writes w:delText for w:t. */
function contentOf(run: SplittableRun, start: number, end: number, deleted: boolean): string {
  let out = '';
  let at = 0;
  for (const token of run.tokens) {
    if (token.kind === 'mark') {
      // A mark (soft hyphen, rendered page break) stays with the piece it sits in.
      if ((at >= start && at < end) || (at === end && end === run.text.length && at >= start)) out += token.xml;
      continue;
    }
    const from = at;
    const to = at + token.text.length;
    at = to;
    if (to <= start || from >= end) continue;
    if (token.kind === 'char') {
      out += token.xml;
      continue;
    }
    const whole = from >= start && to <= end;
    if (whole && !deleted) out += token.xml;
    else out += textXml(token.text.slice(Math.max(start, from) - from, Math.min(end, to) - from), deleted);
  }
  return out;
}

/** A run holding [start, end) of this run's text, with its formatting. */
export function pieceXml(run: SplittableRun, start: number, end: number): string {
  return `${run.open}${run.properties}${contentOf(run, start, end, false)}</w:r>`;
}

/** The run of [start, end) of this run's text, deleted: its w:t become w:delText (for a w:del). */
export function deletedPieceXml(run: SplittableRun, start: number, end: number): string {
  return `${run.open}${run.properties}${contentOf(run, start, end, true)}</w:r>`;
}

/** New text in a run of the given properties: tabs and line breaks as Word writes them. */
export function newRunXml(properties: string, text: string): string {
  const content = text
    .split(/(\t|\n)/)
    .map((part) => (part === '\t' ? '<w:tab/>' : part === '\n' ? '<w:br/>' : textXml(part, false)))
    .join('');
  return `<w:r>${properties}${content}</w:r>`;
}

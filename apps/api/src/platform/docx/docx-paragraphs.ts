/**
 * The paragraphs of a WordprocessingML part (document.xml, footnotes.xml, a header…) as text pieces, and
 * the part rebuilt with new text for each paragraph (README.md). Everything that is not a run's text stays
 * byte for byte: the paragraph's properties and style, tables around it, images, footnote references and
 * fields (runs without text), bookmarks. A piece's `mark` names its run properties (`<w:rPr>`), so text
 * written back keeps bold, italics, superscript, fonts and character styles where the new text puts them.
 */
export interface DocxPiece {
  text: string;
  mark: number;
}

export interface DocxParagraph {
  pieces: DocxPiece[];
}

/** A text run as the reader met it: where it sits in the part's XML and the text it gives. */
export interface TextRun {
  start: number;
  end: number;
  mark: number;
  text: string;
}

export interface ParsedParagraph {
  start: number;
  end: number;
  runs: TextRun[];
}

/** Paragraphs with no paragraph inside them (a text box's paragraphs are paragraphs of their own). */
const PARAGRAPH = /<w:p(?=[\s>/])(?:[^>]*?\/>|[^>]*>(?:(?!<w:p[\s>/])[\s\S])*?<\/w:p>)/g;
const RUN = /<w:r(?=[\s>])[^>]*>([\s\S]*?)<\/w:r>/g;
const RUN_PROPERTIES = /^\s*(<w:rPr>[\s\S]*?<\/w:rPr>|<w:rPr\/>)/;
const TEXT_CONTENT = /<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:t(?:\s[^>]*)?\/>|<w:(tab|br|cr|noBreakHyphen|softHyphen)(?:\s[^>]*)?\/>/g;
/** Runs that are more than text (an image, a field, a note reference) keep their place and content. */
const NOT_ONLY_TEXT = /<w:(drawing|pict|object|fldChar|instrText|footnoteReference|endnoteReference|commentReference|sym|ptab|separator|continuationSeparator|footnoteRef|endnoteRef)\b/;

export function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function runText(inner: string): string {
  let text = '';
  for (const match of inner.matchAll(TEXT_CONTENT)) {
    if (match[2] === 'tab') text += '\t';
    else if (match[2] === 'br' || match[2] === 'cr') text += '\n';
    else if (match[2] === 'noBreakHyphen') text += '\u2011';
    else if (match[2] === 'softHyphen') continue;
    else text += unescapeXml(match[1] ?? '');
  }
  return text;
}

function parse(xml: string, marks: string[]): ParsedParagraph[] {
  const paragraphs: ParsedParagraph[] = [];
  for (const paragraph of xml.matchAll(PARAGRAPH)) {
    const runs: TextRun[] = [];
    for (const run of paragraph[0].matchAll(RUN)) {
      const inner = run[1] ?? '';
      if (NOT_ONLY_TEXT.test(inner) || !/<w:(t|tab|br|cr)[\s>/]/.test(inner)) continue;
      const properties = RUN_PROPERTIES.exec(inner)?.[1] ?? '';
      let mark = marks.indexOf(properties);
      if (mark < 0) mark = marks.push(properties) - 1;
      const start = paragraph.index + run.index;
      runs.push({ start, end: start + run[0].length, mark, text: runText(inner) });
    }
    if (runs.length > 0) paragraphs.push({ start: paragraph.index, end: paragraph.index + paragraph[0].length, runs });
  }
  return paragraphs;
}

function piecesOf(runs: readonly TextRun[]): DocxPiece[] {
  const pieces: DocxPiece[] = [];
  for (const run of runs) {
    const last = pieces.at(-1);
    if (last && last.mark === run.mark) last.text += run.text;
    else pieces.push({ text: run.text, mark: run.mark });
  }
  return pieces;
}

/**
 * The text-holding paragraphs of a part with their runs' places in the XML (the revision writer edits
 * runs in place, revisions/README.md): the same paragraphs and texts as `readParagraphs` gives.
 */
export function locateParagraphs(xml: string): ParsedParagraph[] {
  return parse(xml, []);
}

/** The paragraphs of a part that hold text, in document order. */
export function readParagraphs(xml: string): DocxParagraph[] {
  return parse(xml, []).map((paragraph) => ({ pieces: piecesOf(paragraph.runs) }));
}

function runXml(properties: string, text: string): string {
  const content = text
    .split(/(\t|\n)/)
    .map((part) => (part === '\t' ? '<w:tab/>' : part === '\n' ? '<w:br/>' : part === '' ? '' : `<w:t xml:space="preserve">${escapeXml(part)}</w:t>`))
    .join('');
  return `<w:r>${properties}${content}</w:r>`;
}

/**
 * The part with each text-holding paragraph's text replaced by `replacement(index, pieces)` (null leaves it
 * as it was). New pieces fill the paragraph's text runs in order, each with its own mark's properties; extra
 * pieces follow the last text run, text runs left over are removed.
 */
export function rewriteParagraphs(xml: string, replacement: (index: number, paragraph: DocxParagraph) => DocxPiece[] | null): string {
  const marks: string[] = [];
  const paragraphs = parse(xml, marks);
  let out = '';
  let at = 0;
  paragraphs.forEach((paragraph, index) => {
    const pieces = replacement(index, { pieces: piecesOf(paragraph.runs) });
    if (!pieces) return;
    const filled = pieces.filter((piece) => piece.text !== '');
    paragraph.runs.forEach((run, slot) => {
      out += xml.slice(at, run.start);
      at = run.end;
      const last = slot === paragraph.runs.length - 1;
      const own = last ? filled.slice(slot) : filled.slice(slot, slot + 1);
      out += own.map((piece) => runXml(marks[piece.mark] ?? '', piece.text)).join('');
    });
  });
  return out + xml.slice(at);
}

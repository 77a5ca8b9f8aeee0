import type { ParsedParagraph } from '../docx-paragraphs';
import type { ProtectionReason } from './revision-types';

/**
 * Which text runs of a part must never be edited, from where they sit in the XML (README.md): one pass over the
 * part's tags keeps the open elements and the depth of complex fields (which may run over several paragraphs,
 * as a reference manager's bibliography does), and notes the context of every run that opens.
 */
const TAG = /<(\/?)([A-Za-z][\w.-]*:[\w.-]+|[A-Za-z][\w.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const CONTAINERS: Record<string, ProtectionReason> = {
  'w:ins': 'revision',
  'w:del': 'revision',
  'w:moveTo': 'revision',
  'w:moveFrom': 'revision',
  'w:hyperlink': 'hyperlink',
  'w:fldSimple': 'field',
  'm:oMath': 'equation',
  'm:oMathPara': 'equation',
};

/** A content control is protected inside a paragraph, or when it holds a citation, a bibliography or a table of contents. */
function sdtProtects(xml: string, at: number, insideParagraph: boolean): boolean {
  if (insideParagraph) return true;
  const end = xml.indexOf('</w:sdtPr>', at);
  const properties = end < 0 ? '' : xml.slice(at, end);
  return /<w:(citation|bibliography)\b|w:docPartGallery w:val="(Bibliographies|Table of Contents)"/.test(properties);
}

/** Run properties that keep a run as it is: super- and subscript, hidden text, a tracked formatting change. */
function formattingReason(runXml: string): ProtectionReason | null {
  const properties = /^<w:r(?:\s[^>]*)?>\s*<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(runXml)?.[1];
  if (!properties) return null;
  if (/<w:rPrChange\b/.test(properties)) return 'revision';
  if (/<w:vertAlign w:val="(superscript|subscript)"|<w:(vanish|webHidden|specVanish)(\s|\/|>)/.test(properties)) return 'formatting';
  return null;
}

/** The reason each run of each paragraph is protected, or null: runs found by the start of their `<w:r>` tag. */
export function runProtection(xml: string, paragraphs: readonly ParsedParagraph[]): (ProtectionReason | null)[][] {
  const atRun = new Map<number, ProtectionReason | null>();
  const stack: { name: string; reason: ProtectionReason | null }[] = [];
  let fieldDepth = 0;
  for (const match of xml.matchAll(TAG)) {
    const [whole, closing, name, rest] = match as unknown as [string, string, string, string];
    const selfClosing = rest.endsWith('/');
    if (closing) {
      const index = stack.map((each) => each.name).lastIndexOf(name);
      if (index >= 0) stack.length = index;
      continue;
    }
    if (name === 'w:fldChar') {
      const type = /w:fldCharType="(\w+)"/.exec(rest)?.[1];
      if (type === 'begin') fieldDepth++;
      else if (type === 'end') fieldDepth = Math.max(0, fieldDepth - 1);
    }
    if (name === 'w:r') {
      const inherited = stack.find((each) => each.reason !== null)?.reason ?? null;
      atRun.set(match.index, inherited ?? (fieldDepth > 0 ? 'field' : null));
    }
    if (selfClosing) continue;
    let reason: ProtectionReason | null = CONTAINERS[name] ?? null;
    if (name === 'w:sdt') reason = sdtProtects(xml, match.index + whole.length, stack.some((each) => each.name === 'w:p')) ? 'content-control' : null;
    stack.push({ name, reason });
  }
  return paragraphs.map((paragraph) => paragraph.runs.map((run) => atRun.get(run.start) ?? formattingReason(xml.slice(run.start, run.end))));
}

/** Inline objects between text runs: a non-text run (image, note reference, field character), an equation, deleted text. */
const OBJECT = /<w:r[\s>]|<m:oMath|<w:del[\s>]|<w:moveFrom[\s>]|<w:fldSimple[\s>]|<w:object[\s>]|<w:pict[\s>]/;

/** Offsets in the paragraph's text where an inline object sits (the text of the runs before it). */
export function objectOffsets(xml: string, paragraph: ParsedParagraph): number[] {
  const offsets: number[] = [];
  let textAt = 0;
  let xmlAt = paragraph.start;
  for (const run of paragraph.runs) {
    if (OBJECT.test(xml.slice(xmlAt, run.start))) offsets.push(textAt);
    textAt += run.text.length;
    xmlAt = run.end;
  }
  if (OBJECT.test(xml.slice(xmlAt, paragraph.end))) offsets.push(textAt);
  return offsets;
}

/** The paragraph's style id (w:pStyle), or null. */
export function paragraphStyle(xml: string, paragraph: ParsedParagraph): string | null {
  const head = xml.slice(paragraph.start, paragraph.runs[0]?.start ?? paragraph.end);
  return /<w:pStyle w:val="([^"]*)"/.exec(head)?.[1] ?? null;
}

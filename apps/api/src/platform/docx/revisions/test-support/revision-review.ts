import { strFromU8, unzipSync } from 'fflate';
import { readParagraphs } from '../../docx-paragraphs';

/**
 * Test support: what Word's "Accept all" and "Reject all" give, worked on the XML (README.md). Only the
 * revisions of `author` are accepted or rejected, so revisions a document already had stay as they were.
 * Accepting removes the author's w:del with their content and keeps the content of their w:ins; rejecting
 * removes their w:ins and turns their w:del back into text.
 */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function revisionPattern(tag: 'ins' | 'del', author: string): RegExp {
  return new RegExp(`<w:${tag} [^>]*w:author="${escapeRegExp(author)}"[^>]*>([\\s\\S]*?)</w:${tag}>`, 'g');
}

export function acceptRevisions(xml: string, author: string): string {
  return xml.replace(revisionPattern('del', author), '').replace(revisionPattern('ins', author), '$1');
}

export function rejectRevisions(xml: string, author: string): string {
  return xml
    .replace(revisionPattern('ins', author), '')
    .replace(revisionPattern('del', author), (_, inner: string) => inner.replace(/<w:delText(\s[^>]*)?>/g, '<w:t$1>').replace(/<\/w:delText>/g, '</w:t>'));
}

const TEXT_PARTS = /^word\/(document|footnotes|endnotes|header\d*|footer\d*)\.xml$/;

/** Each text part's paragraph texts, after `review` (accept or reject), as the reader reads them. */
export function reviewedTexts(docx: Buffer, review: ((xml: string) => string) | null): Record<string, string[]> {
  const entries = unzipSync(new Uint8Array(docx));
  const texts: Record<string, string[]> = {};
  for (const name of Object.keys(entries).filter((each) => TEXT_PARTS.test(each)).sort()) {
    const xml = strFromU8(entries[name]!);
    texts[name] = readParagraphs(review ? review(xml) : xml).map((paragraph) => paragraph.pieces.map((piece) => piece.text).join(''));
  }
  return texts;
}

/** Every element closed in order (a minimal well-formedness check of a part). */
export function unbalancedTag(xml: string): string | null {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([A-Za-z][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const [, closing, name, rest] = match as unknown as [string, string, string, string];
    if (closing) {
      if (stack.pop() !== name) return name;
    } else if (!rest.endsWith('/')) stack.push(name);
  }
  return stack.length > 0 ? stack[stack.length - 1]! : null;
}

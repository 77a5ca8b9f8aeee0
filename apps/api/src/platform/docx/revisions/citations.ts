import type { ProtectedSpan } from './revision-types';

/**
 * Citations and the reference list, found in the text (README.md): what a reference manager did not put in a
 * field still must not be edited. Author–year citations in parentheses "(Smith et al., 2020; Li 2019a)" with
 * a narrative author before them "Smith and Jones (2020)", numbered citations in brackets "[3]", "[1–4, 7]".
 * Superscript citation numbers are protected by their formatting (part-protection.ts).
 */
const YEAR = String.raw`(?:19|20)\d{2}[a-z]?`;
const PARENTHETICAL = new RegExp(String.raw`\((?=[^()]*\b${YEAR}\b)[^()]{0,300}\)`, 'gu');
const NARRATIVE = new RegExp(String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:et\s+al\.?|and\s+\p{Lu}[\p{L}'’-]+|&\s+\p{Lu}[\p{L}'’-]+))?\s*\(${YEAR}(?:[,;]\s*${YEAR})*\)`, 'gu');
const NUMBERED = /\[\s*\d{1,4}(?:\s*[-–—,;]\s*\d{1,4})*\s*\]/g;

export function citationSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  for (const pattern of [NARRATIVE, PARENTHETICAL, NUMBERED]) {
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length, reason: 'citation' });
  }
  // "(2018)" of "Chen and Wang (2018)" is found twice: the narrative citation covers it.
  return spans.filter((span) => !spans.some((other) => other !== span && other.start <= span.start && span.end <= other.end && other.end - other.start > span.end - span.start));
}

/** The heading that opens the reference list (numbered or not, with or without a colon). */
const REFERENCE_HEADING = /^\s*(?:\d+(?:\.\d+)*\.?\s+)?(?:references?(?: and notes)?|reference list|bibliography|literature cited|works cited|cited literature|参考文献|参考資料|referências(?: bibliográficas)?|referencias(?: bibliográficas)?|bibliografía)\s*:?\s*$/iu;
/** Paragraphs that end the list when they follow it: the parts journals place after the references. */
const AFTER_REFERENCES = /^\s*(?:\d+(?:\.\d+)*\.?\s+)?(?:appendix|appendices|supplementary|supporting information|tables?\b|figures?\b|figure legends|figure captions|acknowledg(?:e)?ments?)/iu;
/** Styles of reference-list entries (EndNote, Zotero, Word's own). */
const REFERENCE_STYLE = /bibliograph|reference|literatur/i;
const HEADING_STYLE = /^(?:heading|title|berschrift|titre|titulo|título)/i;

export interface ParagraphForReferences {
  text: string;
  style: string | null;
}

/**
 * Which body paragraphs are entries of the reference list: those after a "References" heading up to a heading
 * (by style) or a short paragraph that opens an appendix, the tables or the figure legends; and any
 * paragraph in a bibliography style.
 */
export function referenceListParagraphs(paragraphs: readonly ParagraphForReferences[]): Set<number> {
  const inList = new Set<number>();
  let open = false;
  paragraphs.forEach((paragraph, index) => {
    const text = paragraph.text.trim();
    if (REFERENCE_HEADING.test(text)) {
      open = true;
      return;
    }
    if (open && text.length < 80 && (AFTER_REFERENCES.test(text) || (paragraph.style !== null && HEADING_STYLE.test(paragraph.style)))) open = false;
    if (open || (paragraph.style !== null && REFERENCE_STYLE.test(paragraph.style))) inList.add(index);
  });
  return inList;
}

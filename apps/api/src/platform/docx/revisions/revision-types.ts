/**
 * What the revision writer reads and writes (README.md). Offsets are UTF-16 offsets into a paragraph's text,
 * the text `readParagraphs` gives for it: the concatenation of its runs' w:t (tabs and breaks as \t and \n).
 */

/** Why a stretch of a paragraph is never changed. */
export type ProtectionReason =
  /** Inside a field (w:fldChar … w:fldChar, w:fldSimple): citations of reference managers, cross-references, page numbers. */
  | 'field'
  /** Inside an existing tracked change (w:ins, w:moveTo) or a run whose formatting change is tracked. */
  | 'revision'
  | 'hyperlink'
  /** A content control (w:sdt) inside a paragraph, or one holding a citation, bibliography or table of contents. */
  | 'content-control'
  | 'equation'
  /** Superscript or subscript (citation numbers, chemical formulas), hidden text. */
  | 'formatting'
  /** A run holding more than plain text that the writer does not split. */
  | 'complex-run'
  | 'citation'
  | 'reference-list'
  /** Headers and footers: running titles and page numbers are left as they are. */
  | 'header-footer'
  /**
   * An inline object sits here between two text runs (an equation, an image, a note reference, a field, a
   * deleted revision): zero-width; a change may not cross it, nor touch it with spaces or punctuation.
   */
  | 'object';

export interface ProtectedSpan {
  start: number;
  end: number;
  reason: ProtectionReason;
}

/** A paragraph of the document as the writer offers it for editing. */
export interface RevisableParagraph {
  /** The package part (word/document.xml, word/footnotes.xml, …). */
  part: string;
  /** Index among the part's text-holding paragraphs. */
  index: number;
  text: string;
  /** Sorted by start; zero-width spans are the places of inline objects. */
  protectedSpans: ProtectedSpan[];
  /** True when every character is protected (a reference-list entry, a header): not worth checking. */
  fullyProtected: boolean;
}

/** Replace [start, end) of a paragraph with `replacement` ('' deletes), as a tracked change. */
export interface TextEdit {
  paragraph: number;
  start: number;
  end: number;
  replacement: string;
}

/** A Word comment on [start, end) of a paragraph (a zero-width range is widened to the word beside it). */
export interface TextComment {
  paragraph: number;
  start: number;
  end: number;
  text: string;
}

export interface RevisionOptions {
  author: string;
  initials: string;
  date: Date;
}

export type SkipReason = ProtectionReason | 'overlap' | 'no-change' | 'out-of-range';

export interface RevisionOutcome {
  docx: Buffer;
  /** Indices into the edits that became tracked changes. */
  applied: number[];
  /** Indices into the comments that were written. */
  commented: number[];
  skipped: { kind: 'edit' | 'comment'; index: number; reason: SkipReason }[];
}

// word-extractor ships no types; this covers the part we use.
declare module 'word-extractor' {
  interface ExtractedDocument {
    getBody(): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getFooters(): string;
    getAnnotations(): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }

  class WordExtractor {
    /** A file name or the file's bytes; .doc (OLE2) and .docx. */
    extract(source: string | Buffer): Promise<ExtractedDocument>;
  }

  export = WordExtractor;
}

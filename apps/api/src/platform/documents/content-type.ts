import { extname } from 'node:path';
import { sniffContent, type SniffedKind } from './content-sniff';

/** An entry of the application setting `allowedFileTypes` (extensions with or without the dot). */
export interface FileTypeRule {
  extensions: string[];
  mimeTypes: string[];
}

export type FileTypeCheck =
  { ok: true; contentType: string } | { ok: false; messageKey: 'file-type-not-allowed' | 'file-content-mismatch' | 'file-encrypted' };

interface ExtensionSpec {
  accepts(kind: SniffedKind): boolean;
  /** The first one the rule lists is reported; otherwise the first here. */
  contentTypes: string[];
}

const WORD = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const RTF = ['application/rtf', 'text/rtf'];

const is =
  (...families: SniffedKind['family'][]) =>
  (kind: SniffedKind) =>
    families.includes(kind.family);
const zipOf =
  (...kinds: string[]) =>
  (kind: SniffedKind) =>
    kind.family === 'zip' && kinds.includes(kind.zip);
// An OLE2 file whose directory lies beyond the head cannot be told apart yet ('unknown'): accepted here,
// the analysis job reads it whole.
const oleOf = (ole: string) => (kind: SniffedKind) => kind.family === 'ole2' && (kind.ole === ole || kind.ole === 'unknown');
// Plain-text formats; an SVG, RTF or PostScript file is text too, and harmless under a text name.
const textual = is('text', 'rtf', 'svg', 'postscript');

const text = (...contentTypes: string[]): ExtensionSpec => ({ accepts: textual, contentTypes: [...contentTypes, 'text/plain'] });

/**
 * Every extension whose content we can verify. An extension staff add to `allowedFileTypes` that is
 * not here is refused: content we cannot check is not accepted on its name alone.
 */
const EXTENSIONS: Record<string, ExtensionSpec> = {
  pdf: { accepts: is('pdf'), contentTypes: ['application/pdf'] },
  // Any zip archive (figure sets staff deliver); never inflated by the server, only stored and served.
  zip: { accepts: is('zip'), contentTypes: ['application/zip'] },
  png: { accepts: is('png'), contentTypes: ['image/png'] },
  jpg: { accepts: is('jpeg'), contentTypes: ['image/jpeg'] },
  jpeg: { accepts: is('jpeg'), contentTypes: ['image/jpeg'] },
  gif: { accepts: is('gif'), contentTypes: ['image/gif'] },
  tif: { accepts: is('tiff'), contentTypes: ['image/tiff'] },
  tiff: { accepts: is('tiff'), contentTypes: ['image/tiff'] },
  bmp: { accepts: is('bmp'), contentTypes: ['image/bmp'] },
  svg: { accepts: is('svg'), contentTypes: ['image/svg+xml'] },
  eps: { accepts: is('postscript'), contentTypes: ['application/postscript'] },
  ps: { accepts: is('postscript'), contentTypes: ['application/postscript'] },
  // Word long saved RTF under a .doc name ("Word 6.0/95" and "Rich Text" saves); it opens as a .doc.
  doc: { accepts: (k) => oleOf('word')(k) || k.family === 'rtf', contentTypes: [WORD] },
  dot: { accepts: oleOf('word'), contentTypes: [WORD] },
  xls: { accepts: oleOf('excel'), contentTypes: ['application/vnd.ms-excel'] },
  ppt: { accepts: oleOf('powerpoint'), contentTypes: ['application/vnd.ms-powerpoint'] },
  pps: { accepts: oleOf('powerpoint'), contentTypes: ['application/vnd.ms-powerpoint'] },
  docx: { accepts: zipOf('docx', 'ooxml'), contentTypes: [DOCX] },
  docm: { accepts: zipOf('docx', 'ooxml'), contentTypes: ['application/vnd.ms-word.document.macroEnabled.12'] },
  dotx: { accepts: zipOf('docx', 'ooxml'), contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.template'] },
  xlsx: { accepts: zipOf('xlsx', 'ooxml'), contentTypes: [XLSX] },
  xlsm: { accepts: zipOf('xlsx', 'ooxml'), contentTypes: ['application/vnd.ms-excel.sheet.macroEnabled.12'] },
  pptx: { accepts: zipOf('pptx', 'ooxml'), contentTypes: [PPTX] },
  pptm: { accepts: zipOf('pptx', 'ooxml'), contentTypes: ['application/vnd.ms-powerpoint.presentation.macroEnabled.12'] },
  ppsx: { accepts: zipOf('pptx', 'ooxml'), contentTypes: ['application/vnd.openxmlformats-officedocument.presentationml.slideshow'] },
  odt: { accepts: zipOf('odt'), contentTypes: ['application/vnd.oasis.opendocument.text'] },
  ods: { accepts: zipOf('ods'), contentTypes: ['application/vnd.oasis.opendocument.spreadsheet'] },
  odp: { accepts: zipOf('odp'), contentTypes: ['application/vnd.oasis.opendocument.presentation'] },
  rtf: { accepts: is('rtf'), contentTypes: RTF },
  txt: text(),
  md: text('text/markdown'),
  tex: text('application/x-tex', 'text/x-tex'),
  csv: text('text/csv'),
  tsv: text('text/tab-separated-values'),
  bib: text('application/x-bibtex'),
  ris: text('application/x-research-info-systems'),
  enw: text('application/x-endnote-refer'),
};

const OOXML_EXTENSIONS = new Set(['docx', 'docm', 'dotx', 'xlsx', 'xlsm', 'pptx', 'pptm', 'ppsx']);

/** Lower-cased extension without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  return extname(fileName).slice(1).toLowerCase();
}

const normalise = (extension: string) => extension.replace(/^\./, '').toLowerCase();

function isEncrypted(extension: string, kind: SniffedKind): boolean {
  if (kind.family !== 'ole2') return false;
  if (kind.ole === 'encrypted-package') return true;
  // An OOXML name on an OLE2 file is, in practice, always Office's password-protected container; its
  // directory is usually past the head, so 'unknown' counts as encrypted too.
  return OOXML_EXTENSIONS.has(extension) && kind.ole === 'unknown';
}

/**
 * Accepts a file when its extension is allowed by the rule AND its first bytes are what that extension
 * promises (a PNG renamed .docx is refused). The content type returned is the one we vouch for, never
 * the one the browser sent.
 */
export function checkFileType(input: { fileName: string; head: Buffer; rule: FileTypeRule }): FileTypeCheck {
  const extension = extensionOf(input.fileName);
  const known = EXTENSIONS[extension];
  if (!extension || !known || !input.rule.extensions.some((e) => normalise(e) === extension))
    return { ok: false, messageKey: 'file-type-not-allowed' };
  const kind = sniffContent(input.head);
  if (isEncrypted(extension, kind)) return { ok: false, messageKey: 'file-encrypted' };
  if (!known.accepts(kind)) return { ok: false, messageKey: 'file-content-mismatch' };
  const candidates = kind.family === 'rtf' && extension === 'doc' ? RTF : known.contentTypes;
  const listed = new Set(input.rule.mimeTypes.map((m) => m.toLowerCase()));
  const contentType = candidates.find((c) => listed.has(c)) ?? candidates[0] ?? 'application/octet-stream';
  return { ok: true, contentType };
}

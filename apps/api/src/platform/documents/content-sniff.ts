import { inflateRawSync } from 'node:zlib';
import { isOleFile, OleReader, oleKindOf, type OleKind } from './ole-compound-file';

/**
 * What the first bytes of a file say it is. Only the head of an upload is looked at (≤ 4 KB), so
 * zip-based formats are told apart by their first local headers, not by the central directory at the
 * end; the analysis job inspects the whole archive later (zip-guard.ts).
 */
export type SniffedKind =
  | { family: 'pdf' | 'png' | 'jpeg' | 'gif' | 'tiff' | 'bmp' | 'svg' | 'postscript' | 'rtf' | 'text' | 'unknown' }
  | { family: 'ole2'; ole: OleKind }
  | { family: 'zip'; zip: 'docx' | 'xlsx' | 'pptx' | 'ooxml' | 'odt' | 'ods' | 'odp' | 'odf' | 'other' };

export const HEAD_BYTES = 4096;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, text: string, at = 0) => head.toString('latin1', at, at + text.length) === text;

function isBmp(head: Buffer): boolean {
  if (!ascii(head, 'BM') || head.length < 18) return false;
  // "BM" alone is too weak (a text file may start with it): the reserved words are zero and the DIB
  // header has one of its few known sizes.
  return head.readUInt32LE(6) === 0 && [12, 40, 52, 56, 64, 108, 124].includes(head.readUInt32LE(14));
}

/**
 * Text: no NUL byte and almost no control characters. Valid UTF-8 is the usual case, but legacy
 * encodings (GBK, Shift-JIS, Windows-1252) are common for .txt/.bib files from China, Japan and older
 * reference managers, so they are accepted too; UTF-16 text is recognised by its byte-order mark.
 */
function isText(head: Buffer): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  if (head.length === 0 || head.includes(0)) return false;
  let control = 0;
  for (const byte of head)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a && byte !== 0x1b) control++;
  return control <= head.length * 0.01;
}

function textStart(head: Buffer): string {
  return head
    .toString('utf8', 0, Math.min(head.length, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
}

interface LocalEntry {
  name: string;
  method: number;
  data: Buffer | null;
}

/** The entries whose local headers lie in the head; data is set when the entry's bytes are all there. */
function localEntries(head: Buffer): LocalEntry[] {
  const entries: LocalEntry[] = [];
  let offset = 0;
  while (entries.length < 64 && offset + 30 <= head.length && head.readUInt32LE(offset) === 0x04034b50) {
    const flags = head.readUInt16LE(offset + 6);
    const method = head.readUInt16LE(offset + 8);
    const compressedSize = head.readUInt32LE(offset + 18);
    const nameLength = head.readUInt16LE(offset + 26);
    const extraLength = head.readUInt16LE(offset + 28);
    const nameEnd = offset + 30 + nameLength;
    if (nameEnd > head.length) break;
    const dataStart = nameEnd + extraLength;
    const dataEnd = dataStart + compressedSize;
    entries.push({
      name: head.toString('utf8', offset + 30, nameEnd),
      method,
      data: dataEnd <= head.length ? head.subarray(dataStart, dataEnd) : null,
    });
    // With a data descriptor (bit 3) or zip64 sizes, the next header cannot be found from here.
    if (flags & 0x08 || compressedSize === 0xffffffff) break;
    offset = dataEnd;
  }
  return entries;
}

function inflatedText(entry: LocalEntry): string | null {
  if (!entry.data) return null;
  if (entry.method === 0) return entry.data.toString('utf8');
  if (entry.method !== 8) return null;
  try {
    // Bounded: [Content_Types].xml is a few KB; a hostile one cannot make us inflate more than this.
    return inflateRawSync(entry.data, { maxOutputLength: 256 * 1024 }).toString('utf8');
  } catch {
    return null;
  }
}

function zipKind(head: Buffer): Extract<SniffedKind, { family: 'zip' }>['zip'] {
  const entries = localEntries(head);
  // OpenDocument: a stored `mimetype` entry comes first and names the type.
  const mimetype = entries.find((e) => e.name === 'mimetype');
  const odfType = mimetype ? inflatedText(mimetype)?.trim() : undefined;
  if (odfType === 'application/vnd.oasis.opendocument.text') return 'odt';
  if (odfType === 'application/vnd.oasis.opendocument.spreadsheet') return 'ods';
  if (odfType === 'application/vnd.oasis.opendocument.presentation') return 'odp';
  if (odfType?.startsWith('application/vnd.oasis.opendocument.')) return 'odf';

  const contentTypes = entries.find((e) => e.name === '[Content_Types].xml');
  const declared = contentTypes ? inflatedText(contentTypes) : null;
  if (declared) {
    if (/wordprocessingml\.(document|template)\.main|ms-word\.(document|template)\.macroEnabled/.test(declared)) return 'docx';
    if (/spreadsheetml\.(sheet|template)\.main|ms-excel\.(sheet|template)\.macroEnabled/.test(declared)) return 'xlsx';
    if (
      /presentationml\.(presentation|slideshow|template)\.main|ms-powerpoint\.(presentation|slideshow|template)\.macroEnabled/.test(
        declared,
      )
    )
      return 'pptx';
  }
  const names = entries.map((e) => e.name);
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  if (names.some((n) => n === '[Content_Types].xml' || n.startsWith('_rels/') || n.startsWith('docProps/') || n.startsWith('customXml/')))
    return 'ooxml';
  return 'other';
}

function oleKind(head: Buffer): OleKind {
  try {
    return oleKindOf(new OleReader(head).entries());
  } catch {
    return 'unknown';
  }
}

export function sniffContent(head: Buffer): SniffedKind {
  if (head.subarray(0, 1024).includes('%PDF-')) return { family: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { family: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { family: 'jpeg' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { family: 'gif' };
  if (ascii(head, 'II*\0') || ascii(head, 'MM\0*') || ascii(head, 'II+\0') || ascii(head, 'MM\0+')) return { family: 'tiff' };
  if (isOleFile(head)) return { family: 'ole2', ole: oleKind(head) };
  if (ascii(head, 'PK\x03\x04')) return { family: 'zip', zip: zipKind(head) };
  if (isBmp(head)) return { family: 'bmp' };
  // DOS EPS: a binary header in front of the PostScript.
  if (startsWith(head, [0xc5, 0xd0, 0xd3, 0xc6])) return { family: 'postscript' };
  if (!isText(head)) return { family: 'unknown' };
  const start = textStart(head);
  if (start.startsWith('{\\rtf')) return { family: 'rtf' };
  if (start.startsWith('%!PS')) return { family: 'postscript' };
  if (start.startsWith('<') && /<svg[\s>]/i.test(head.toString('utf8'))) return { family: 'svg' };
  return { family: 'text' };
}

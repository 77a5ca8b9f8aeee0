import { readFile, stat } from 'node:fs/promises';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { AppError } from '../errors/app-error';
import { OleReader, oleKindOf } from './ole-compound-file';
import { rtfToText } from './rtf-text';
import { guardZip } from './zip-guard';

/**
 * Text extraction for word counting; runs inside the analysis worker (CPU and memory heavy). Only the
 * main text types are read: PDFs and images have no reliable text layer to price on, so their details
 * are entered by hand.
 */
export type AnalysableKind = 'docx' | 'doc' | 'odt' | 'rtf' | 'text';

const KINDS: Record<string, AnalysableKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-word.document.macroenabled.12': 'docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template': 'docx',
  'application/msword': 'doc',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  'text/plain': 'text',
  'text/markdown': 'text',
  'application/x-tex': 'text',
  'text/x-tex': 'text',
};

/** The kind of text reader for a content type that checkFileType returned, or null if not analysed. */
export function analysableKindOf(contentType: string): AnalysableKind | null {
  return KINDS[contentType.toLowerCase()] ?? null;
}

/** Plain text and RTF are read whole; no manuscript comes near this. */
const MAX_TEXT_FILE_BYTES = 64 * 1024 * 1024;
const FIB_FLAG_ENCRYPTED = 0x0100;

const unreadable = () => new AppError(422, 'document-unreadable');
const encrypted = () => new AppError(422, 'document-encrypted');

async function readBounded(filePath: string): Promise<Buffer> {
  if ((await stat(filePath)).size > MAX_TEXT_FILE_BYTES) throw new AppError(422, 'document-too-large-uncompressed');
  return readFile(filePath);
}

/** UTF-8 or UTF-16 by their marks or validity; otherwise GBK when high bytes come in pairs, else Windows-1252. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let high = 0;
    let paired = 0;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i]! < 0x80) continue;
      high++;
      if ((bytes[i + 1] ?? 0) >= 0x40) paired++;
      i++;
    }
    return new TextDecoder(high > 0 && paired / high > 0.9 ? 'gbk' : 'windows-1252').decode(bytes);
  }
}

export interface ExtractionOptions {
  /** Each table cell on a line of its own (for reading the text by paragraphs); otherwise a row is one line. */
  cellsAsParagraphs?: boolean;
}

/** mammoth's HTML → text: block ends become line breaks, note markers ([1]) are dropped, entities decoded. */
function htmlToText(html: string, options: ExtractionOptions = {}): string {
  return html
    .replace(/<sup><a href="#(?:footnote|endnote)-\d+"[^>]*>\[\d+\]<\/a><\/sup>/g, '')
    .replace(/<a href="#(?:footnote|endnote)-ref-\d+">↑<\/a>/g, '')
    .replace(/<\/(p|h[1-6]|li|tr)>|<br \/>/g, '\n')
    .replace(/<\/td>/g, options.cellsAsParagraphs ? '\n' : ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

async function docxText(filePath: string, options: ExtractionOptions): Promise<string> {
  // The guard first: mammoth (JSZip) inflates whole parts in memory. The XML parts it reads are also
  // inflated once as a stream to prove their declared sizes true.
  await guardZip(filePath, { verifyInflatedSize: (name) => /\.(xml|rels)$/i.test(name) });
  // convertToHtml rather than extractRawText: it includes footnotes and endnotes, which vendors count.
  // Images are never read.
  const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));
  const result = await mammoth.convertToHtml({ path: filePath }, { convertImage: skipImages, ignoreEmptyParagraphs: true });
  return htmlToText(result.value, options);
}

async function odtText(filePath: string): Promise<string> {
  const { kept } = await guardZip(filePath, { keepInflated: (name) => name === 'content.xml' });
  const content = kept.get('content.xml');
  if (!content) throw unreadable();
  return content
    .toString('utf8')
    .replace(/<text:(tab|s|line-break)\b[^>]*\/>/g, ' ')
    .replace(/<\/text:(p|h)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

async function docText(filePath: string): Promise<string> {
  const bytes = await readFile(filePath);
  let reader: OleReader;
  try {
    reader = new OleReader(bytes);
  } catch {
    throw unreadable();
  }
  if (oleKindOf(reader.entries()) === 'encrypted-package') throw encrypted();
  // A password-protected .doc keeps its streams but scrambles the text; the FIB says so.
  const fib = reader.readStream('WordDocument', 32);
  if (!fib || fib.length < 12 || fib.readUInt16LE(0) !== 0xa5ec) throw unreadable();
  if (fib.readUInt16LE(0x0a) & FIB_FLAG_ENCRYPTED) throw encrypted();
  const document = await new WordExtractor().extract(bytes).catch(() => {
    throw unreadable();
  });
  return [document.getBody(), document.getFootnotes(), document.getEndnotes()].join('\n');
}

export async function extractText(filePath: string, kind: AnalysableKind, options: ExtractionOptions = {}): Promise<string> {
  switch (kind) {
    case 'docx':
      return docxText(filePath, options);
    case 'odt':
      return odtText(filePath);
    case 'doc':
      return docText(filePath);
    case 'rtf':
      return rtfToText((await readBounded(filePath)).toString('latin1'));
    case 'text':
      return decodeText(await readBounded(filePath));
  }
}

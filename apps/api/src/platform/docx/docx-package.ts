import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { guardZip } from '../documents/zip-guard';
import { readParagraphs, rewriteParagraphs, type DocxParagraph, type DocxPiece } from './docx-paragraphs';

/**
 * A .docx rewritten paragraph by paragraph (README.md): the body, footnotes, endnotes, headers and footers
 * are read, every paragraph is handed to `transform` at once (so a translation engine gets the whole
 * document in one call), and the package is written again with only those parts changed. Images, styles,
 * numbering, tables and everything else are copied as they were.
 */
const TEXT_PARTS = /^word\/(document|footnotes|endnotes|header\d*|footer\d*)\.xml$/;

export interface DocxTextPart {
  name: string;
  paragraphs: DocxParagraph[];
}

/**
 * Unpacks a guarded package (zip bombs and encrypted entries refused first, as for any upload): the XML
 * parts that will be parsed are inflated once as a stream to prove their declared sizes true.
 */
export async function unpackDocx(docx: Buffer): Promise<Record<string, Uint8Array>> {
  await guardZip(docx, { verifyInflatedSize: (name) => /\.(xml|rels)$/i.test(name) });
  return unzipSync(new Uint8Array(docx.buffer, docx.byteOffset, docx.byteLength));
}

export function textPartNames(entries: Record<string, Uint8Array>): string[] {
  // The body first, then notes, headers and footers: the order a reader meets them in.
  const rank = (name: string) => (name === 'word/document.xml' ? 0 : /notes/.test(name) ? 1 : 2);
  return Object.keys(entries)
    .filter((name) => TEXT_PARTS.test(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The text of a .docx, part by part (for tests and for readers that need no rewrite). */
export async function readDocxText(docx: Buffer): Promise<DocxTextPart[]> {
  const entries = await unpackDocx(docx);
  return textPartNames(entries).map((name) => ({ name, paragraphs: readParagraphs(strFromU8(entries[name]!)) }));
}

/**
 * The package again: XML deflated at the highest level (a heavily revised document.xml is mostly repeated run
 * properties, which level 9 packs about 3 % tighter than 6, for a few milliseconds more), images and other
 * binaries stored as they are (already compressed).
 */
export function packDocx(entries: Record<string, Uint8Array>): Buffer {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(entries)) zippable[name] = [content, { level: /\.(xml|rels)$/i.test(name) ? 9 : 0 }];
  return Buffer.from(zipSync(zippable));
}

export type ParagraphTransform = (paragraphs: DocxParagraph[]) => Promise<DocxPiece[][]>;

/** The .docx with every text paragraph replaced by what `transform` answers for it (same order, same count). */
export async function rewriteDocx(docx: Buffer, transform: ParagraphTransform): Promise<Buffer> {
  const entries = await unpackDocx(docx);
  const names = textPartNames(entries);
  const xmls = new Map(names.map((name) => [name, strFromU8(entries[name]!)]));
  const all: DocxParagraph[] = [];
  const offsets = new Map<string, number>();
  for (const name of names) {
    offsets.set(name, all.length);
    all.push(...readParagraphs(xmls.get(name)!));
  }
  const answers = await transform(all);
  if (answers.length !== all.length) throw new Error(`transform answered ${answers.length} paragraphs for ${all.length}`);
  const rewritten: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(entries)) {
    const offset = offsets.get(name);
    rewritten[name] = offset === undefined ? bytes : strToU8(rewriteParagraphs(xmls.get(name)!, (index) => answers[offset + index] ?? null));
  }
  return packDocx(rewritten);
}

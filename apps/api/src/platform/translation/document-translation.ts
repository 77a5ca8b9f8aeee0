import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText } from '../documents/text-extraction';
import { createDocx } from '../docx/docx-create';
import { rewriteDocx } from '../docx/docx-package';
import type { CompiledGlossary } from './glossary/glossary';
import { translateSegments } from './segment-translator';
import type { LanguagePair, TranslateOptions, TranslationEngine } from './translation-engine';

/**
 * A Word document translated into a Word document (README.md): a .docx keeps its paragraphs, run
 * formatting, styles, tables, notes, images, headers and footers, paragraph by paragraph; a .doc is read for
 * its text (body, notes) and becomes a plain .docx.
 */
export async function translateWordDocument(
  input: { bytes: Buffer; kind: 'docx' | 'doc' },
  engine: TranslationEngine,
  pair: LanguagePair,
  glossary: CompiledGlossary | null,
  options: TranslateOptions = {},
): Promise<Buffer> {
  if (input.kind === 'docx') {
    return rewriteDocx(input.bytes, async (paragraphs) => translateSegments(engine, pair, paragraphs.map((paragraph) => paragraph.pieces), glossary, options));
  }
  const dir = await mkdtemp(join(tmpdir(), 'mg-doc-'));
  try {
    const path = join(dir, 'document.doc');
    await writeFile(path, input.bytes);
    const paragraphs = (await extractText(path, 'doc')).split(/\r?\n+/).map((line) => line.trim()).filter((line) => line !== '');
    const translated = await translateSegments(engine, pair, paragraphs.map((text) => [{ text, mark: 0 }]), glossary, options);
    return createDocx(translated.map((pieces) => pieces.map((piece) => piece.text).join('')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Test support: reads PDFs back with poppler-utils (`pdftotext`, `pdfinfo`, `pdffonts`; Debian package
 * poppler-utils). Reading the text back proves more than looking at our own drawing calls: the glyphs are
 * embedded and mapped to Unicode, so a reader can search and copy the document.
 */
function withFile<T>(pdf: Buffer, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'mg-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, pdf);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The document's text with whitespace runs collapsed to one space, so phrases can be matched. In `layout`
 * mode each printed line stays a line (columns side by side), which is what a table row check needs.
 */
export function pdfText(pdf: Buffer, options: { layout?: boolean } = {}): string {
  const args = ['-enc', 'UTF-8', ...(options.layout ? ['-layout'] : [])];
  const text = withFile(pdf, (path) => execFileSync('pdftotext', [...args, path, '-'], { encoding: 'utf8' }));
  if (!options.layout) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withFile(pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  const match = /^Pages:\s+(\d+)$/m.exec(info);
  if (!match?.[1]) throw new Error(`pdfinfo gave no page count:\n${info}`);
  return Number(match[1]);
}

export interface PdfFontInfo {
  name: string;
  embedded: boolean;
  subset: boolean;
}

export function pdfFonts(pdf: Buffer): PdfFontInfo[] {
  const table = withFile(pdf, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }));
  // Rows after the two header lines: name type… encoding emb sub uni object-id generation.
  return table
    .split('\n')
    .slice(2)
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      const [emb, sub] = columns.slice(-5, -3);
      return { name: columns[0] ?? '', embedded: emb === 'yes', subset: sub === 'yes' };
    });
}

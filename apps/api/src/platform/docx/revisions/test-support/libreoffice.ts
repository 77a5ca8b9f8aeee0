import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Test support: a .docx opened by LibreOffice headless (Debian's libreoffice-writer-nogui, installed by the test
 * command) and converted — to flat ODF XML to see what LibreOffice made of it (its tracked changes and comments),
 * or to PDF to look at. A profile of its own per call, so runs never share LibreOffice's state. Slow (seconds):
 * tests convert as few documents as they can.
 */
export async function convertWithLibreOffice(docx: Buffer, format: 'fodt' | 'pdf'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'mg-soffice-'));
  try {
    const input = join(dir, 'manuscript.docx');
    await writeFile(input, docx);
    await promisify(execFile)('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--norestore', '--convert-to', format, '--outdir', dir, input], { timeout: 90_000 });
    return await readFile(join(dir, `manuscript.${format}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The tracked changes of a flat ODF document: kind, author and, for insertions, the text they hold. */
export function odfChanges(fodt: string): { kind: 'insertion' | 'deletion'; author: string }[] {
  return [...fodt.matchAll(/<text:changed-region\b[\s\S]*?<text:(insertion|deletion)>[\s\S]*?<dc:creator>([^<]*)<\/dc:creator>/g)].map((match) => ({
    kind: match[1] as 'insertion' | 'deletion',
    author: match[2]!,
  }));
}

/** The comments (annotations) of a flat ODF document, by author. */
export function odfCommentAuthors(fodt: string): string[] {
  return [...fodt.matchAll(/<office:annotation\b[^>]*>[\s\S]*?<dc:creator>([^<]*)<\/dc:creator>/g)].map((match) => match[1]!);
}

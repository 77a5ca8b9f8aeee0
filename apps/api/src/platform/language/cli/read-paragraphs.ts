import { readFile } from 'node:fs/promises';
import { extractText } from '../../documents/text-extraction';

const KINDS: Record<string, 'docx' | 'doc' | 'odt' | 'rtf' | 'text'> = { '.docx': 'docx', '.doc': 'doc', '.odt': 'odt', '.rtf': 'rtf' };

/** The paragraphs of a document on disk (the same extraction the portal uses for uploads). */
export async function readParagraphs(file: string, extension: string): Promise<string[]> {
  const kind = KINDS[extension];
  const text = kind ? await extractText(file, kind) : await readFile(file, 'utf8');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

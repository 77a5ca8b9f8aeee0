import type { DigitalOrder } from '@marginalia/contracts/digital/digital-translation.contract';
import type { DigitalTranslationRow } from '../../platform/db/schema/digital';

/** A translation as the list shows it: blue while processing, green when done, red when it failed. */
export function digitalOrderView(row: DigitalTranslationRow): DigitalOrder {
  return {
    identity: row.identity,
    file: row.fileName,
    language: row.language,
    wordCount: row.wordCount,
    createdAt: row.createdAt.toISOString(),
    color: row.status === 'completed' ? 'green' : row.status === 'failed' ? 'red' : 'blue',
    processing: row.status === 'processing',
    failed: row.status === 'failed',
    completed: row.status === 'completed',
    status: row.status,
  };
}

/** The English file's name: the original's with "(English)" and the .docx extension. */
export function translatedFileName(fileName: string): string {
  const base = fileName.replace(/\.(docx?|DOCX?)$/, '');
  return `${base} (English).docx`;
}

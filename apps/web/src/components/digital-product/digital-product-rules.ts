import type { TranslationStatusFilter } from '@marginalia/contracts/digital/translation-route';

/** What the list of every digital product shows of a row (an edit, a translation). */
export interface DigitalProductRow {
  identity: string;
  file: string;
  wordCount: number;
  createdAt: string;
  color: 'blue' | 'green' | 'red';
  processing: boolean;
  failed: boolean;
  completed: boolean;
  status: 'processing' | 'completed' | 'failed';
}

/** The status filter of a list's address (/processing, /completed, /failed), the same for every product. */
export type DigitalStatusFilter = TranslationStatusFilter;

/** A row's badge colour (the server's colour names, in the theme's). */
export const ROW_COLORS = { blue: 'blue', green: 'teal', red: 'red' } as const;

export function filterByStatus<Row extends Pick<DigitalProductRow, 'status'>>(rows: readonly Row[], status: DigitalStatusFilter | null): Row[] {
  return status ? rows.filter((row) => row.status === status) : [...rows];
}

/** Only .doc and .docx are edited or translated. */
export function isWordFile(name: string): boolean {
  return /\.docx?$/i.test(name);
}

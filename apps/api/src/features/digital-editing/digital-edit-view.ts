import { EDIT_CATEGORIES, type DigitalEdit, type EditCounts } from '@marginalia/contracts/digital/digital-editing.contract';
import type { DigitalEditRow } from '../../platform/db/schema/digital-editing';

function counts(values: Record<string, number>): EditCounts {
  return Object.fromEntries(EDIT_CATEGORIES.map((category) => [category, values[category] ?? 0])) as EditCounts;
}

/** An edit as the list and its page show it: blue while processing, green when done, red when it failed. */
export function digitalEditView(row: DigitalEditRow): DigitalEdit {
  return {
    identity: row.identity,
    file: row.fileName,
    fileType: row.contentType === 'application/msword' ? 'doc' : 'docx',
    createdAt: row.createdAt.toISOString(),
    color: row.status === 'completed' ? 'green' : row.status === 'failed' ? 'red' : 'blue',
    processing: row.status === 'processing',
    failed: row.status === 'failed',
    completed: row.status === 'completed',
    finishedProcessing: row.status !== 'processing',
    status: row.status,
    styleOfEnglish: row.styleOfEnglish,
    wordCount: row.wordCount,
    completedAt: row.completedAt?.toISOString() ?? null,
    changes: row.changes ? counts(row.changes.changes) : null,
    suggestions: row.changes ? counts(row.changes.suggestions) : null,
    protectedSkipped: row.changes?.protectedSkipped ?? null,
  };
}

import { describe, expect, it } from 'vitest';
import { filterByStatus, isWordFile } from './digital-product-rules';

describe('a digital product list and upload form', () => {
  it('takes Word files only, whatever the case of their extension', () => {
    expect(['paper.DOCX', 'paper.doc', 'paper.pdf', 'paper.docx.pdf', 'docx'].map(isWordFile)).toEqual([true, true, false, false, false]);
  });

  it('filters the list by the status in the path, and keeps every row without one', () => {
    const rows = [{ status: 'processing' as const }, { status: 'failed' as const }, { status: 'completed' as const }];
    expect(filterByStatus(rows, 'failed')).toEqual([{ status: 'failed' }]);
    expect(filterByStatus(rows, null)).toEqual(rows);
    expect(filterByStatus(rows, null)).not.toBe(rows);
  });
});

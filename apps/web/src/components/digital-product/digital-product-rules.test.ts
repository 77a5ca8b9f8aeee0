import { describe, expect, it } from 'vitest';
import { filterByStatus, isWordFile } from './digital-product-rules';

describe('a digital product list and upload form', () => {
  it('takes Word files only', () => {
    expect(isWordFile('paper.DOCX')).toBe(true);
    expect(isWordFile('paper.doc')).toBe(true);
    expect(isWordFile('paper.pdf')).toBe(false);
    expect(isWordFile('paper.docx.pdf')).toBe(false);
  });

  it('filters the list by the status in the path', () => {
    const rows = [{ status: 'processing' as const }, { status: 'failed' as const }, { status: 'completed' as const }];
    expect(filterByStatus(rows, 'failed')).toEqual([{ status: 'failed' }]);
    expect(filterByStatus(rows, null)).toHaveLength(3);
    expect(filterByStatus(rows, null)).not.toBe(rows);
  });
});

import { describe, expect, it } from 'vitest';
import { assignmentChange, formatFileSize, historyChanges, isInstant, refundableAmount } from './workbench-rules';

const payment = (amount: number, refunded: number, status: string) => ({ id: 'p', methodId: 3, amount, refunded, currency: 'USD', status, createdAt: '2026-03-02T12:00:00Z' });

describe('refundableAmount', () => {
  it('adds what succeeded and was not refunded yet', () => {
    expect(refundableAmount([payment(12_000, 2_000, 'succeeded'), payment(5_000, 0, 'pending'), payment(3_000, 3_000, 'refunded')])).toBe(10_000);
    expect(refundableAmount([])).toBe(0);
  });
});

describe('historyChanges', () => {
  it('lists the changed fields, before and after', () => {
    expect(historyChanges({ status: 'received', assignee: null }, { status: 'in_progress', assignee: null })).toEqual([{ field: 'status', before: 'received', after: 'in_progress' }]);
  });

  it('leaves out internal ids and treats an empty string as no value', () => {
    expect(historyChanges(null, { key: 'x1', kind: 'tracked', authors: '' })).toEqual([{ field: 'kind', before: null, after: 'tracked' }]);
    expect(historyChanges({ authors: '' }, { authors: null })).toEqual([]);
  });

  it('takes a missing side as empty', () => {
    expect(historyChanges(null, { body: 'Called the author' })).toEqual([{ field: 'body', before: null, after: 'Called the author' }]);
    expect(historyChanges(null, null)).toEqual([]);
  });
});

describe('isInstant', () => {
  it('recognises ISO instants only', () => {
    expect(isInstant('2026-03-02T17:30:00.000Z')).toBe(true);
    expect(isInstant('2026-03-02T17:30:00-05:00')).toBe(true);
    expect(isInstant('2026-03-02')).toBe(false);
    expect(isInstant(42)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('uses the largest fitting unit', () => {
    expect(formatFileSize(12_800, 'en-US')).toBe('12.5 kB');
    expect(formatFileSize(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
  });
});

describe('assignmentChange', () => {
  it('does nothing when the assigned editor is chosen again', () => {
    expect(assignmentChange('editor-lin', 'editor-lin')).toBe('none');
    expect(assignmentChange(null, null)).toBe('none');
  });

  it('assigns another editor, and unassigns only when asked to', () => {
    expect(assignmentChange('editor-lin', 'editor-silva')).toEqual({ assignee: 'editor-silva' });
    expect(assignmentChange(null, 'editor-lin')).toEqual({ assignee: 'editor-lin' });
    expect(assignmentChange('editor-lin', null)).toEqual({ assignee: null });
  });
});

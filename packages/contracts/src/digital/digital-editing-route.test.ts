import { describe, expect, it } from 'vitest';
import { resolveEditingRoute } from './digital-editing-route';

describe('the pages of digital editing', () => {
  it('knows the list with its status, an edit, and the subscription page with its receipt code', () => {
    expect(resolveEditingRoute('')).toEqual({ kind: 'list', status: null });
    expect(resolveEditingRoute('failed')).toEqual({ kind: 'list', status: 'failed' });
    expect(resolveEditingRoute('details/abc123')).toEqual({ kind: 'details', identity: 'abc123' });
    expect(resolveEditingRoute('subscribe')).toEqual({ kind: 'subscribe', receiptCode: null, success: false });
    expect(resolveEditingRoute('subscribe/R123/success')).toEqual({ kind: 'subscribe', receiptCode: 'R123', success: true });
    for (const unknown of ['details', 'details/a/b', 'subscribe/R1/done', 'archived', 'failed/x']) expect(resolveEditingRoute(unknown)).toEqual({ kind: 'unknown' });
  });
});

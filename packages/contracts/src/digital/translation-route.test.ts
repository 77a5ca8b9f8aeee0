import { describe, expect, it } from 'vitest';
import { resolveTranslationRoute } from './translation-route';

describe('the digital translation pages', () => {
  it('tell the list, its status filters and the purchase page apart', () => {
    expect(resolveTranslationRoute('')).toEqual({ kind: 'list', status: null });
    expect(resolveTranslationRoute('failed')).toEqual({ kind: 'list', status: 'failed' });
    expect(resolveTranslationRoute('purchase')).toEqual({ kind: 'purchase', receiptCode: null, success: false });
    expect(resolveTranslationRoute('purchase/Rabc')).toEqual({ kind: 'purchase', receiptCode: 'Rabc', success: false });
    expect(resolveTranslationRoute('purchase/Rabc/success')).toEqual({ kind: 'purchase', receiptCode: 'Rabc', success: true });
    expect(resolveTranslationRoute('purchase/Rabc/other')).toEqual({ kind: 'unknown' });
    expect(resolveTranslationRoute('nonsense')).toEqual({ kind: 'unknown' });
  });
});

import { describe, expect, it } from 'vitest';
import { resolvePrepayRoute } from './prepay-route';

describe('resolvePrepayRoute', () => {
  it('opens the root with or without a trailing slash', () => {
    expect(resolvePrepayRoute('')).toEqual({ kind: 'prepay', retainerInvoiceNumber: null });
    expect(resolvePrepayRoute('/')).toEqual({ kind: 'prepay', retainerInvoiceNumber: null });
  });

  it('opens an existing prepayment by its retainer invoice number', () => {
    expect(resolvePrepayRoute('RET000004US')).toEqual({ kind: 'prepay', retainerInvoiceNumber: 'RET000004US' });
    expect(resolvePrepayRoute('RET000004US/')).toEqual({ kind: 'prepay', retainerInvoiceNumber: 'RET000004US' });
  });

  it('opens the fapiao request of a prepayment', () => {
    expect(resolvePrepayRoute('RET000004CN/fapiao')).toEqual({ kind: 'fapiao', retainerInvoiceNumber: 'RET000004CN' });
  });

  it('opens the landing of an outside payment with its type', () => {
    expect(resolvePrepayRoute('complete/success')).toEqual({ kind: 'complete', type: 'success' });
    expect(resolvePrepayRoute('complete/error')).toEqual({ kind: 'complete', type: 'error' });
    expect(resolvePrepayRoute('complete/fapiao')).toEqual({ kind: 'complete', type: 'fapiao' });
  });

  it('knows nothing else', () => {
    expect(resolvePrepayRoute('complete')).toEqual({ kind: 'unknown' });
    expect(resolvePrepayRoute('RET1/other')).toEqual({ kind: 'unknown' });
    expect(resolvePrepayRoute('RET1/fapiao/more')).toEqual({ kind: 'unknown' });
  });
});

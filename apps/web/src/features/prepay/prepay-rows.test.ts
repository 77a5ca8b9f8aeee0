import { describe, expect, it } from 'vitest';
import type { Credit, Prepayment } from '@marginalia/contracts/payments/prepay.contract';
import { creditsToShow, findPrepayment, visibleRows } from './prepay-rows';

const credit = (referenceNumber: string, balance: number): Credit => ({
  referenceNumber,
  formattedDate: 'Jan 2, 2026',
  totalAmount: 30000,
  balance,
  formattedExpirationDate: null,
  source: 'courtesy',
});

const prepayment = (retainerInvoiceNumber: string): Prepayment => ({
  retainerInvoiceNumber,
  receiptCode: `RC-${retainerInvoiceNumber}`,
  formattedDate: 'Jan 2, 2026',
  transactionDate: '2026-01-02T00:00:00.000Z',
  totalAmount: 15000,
  availablePrepaymentAmount: 15000,
  balance: 0,
  currency: { isoCode: 'USD', shortName: 'US dollar', sign: '$', numDecimals: 2 },
  boletoUrl: null,
  fapiao: null,
  fapiaoRequestable: false,
  payment: null,
});

describe('creditsToShow', () => {
  it('keeps only credits with a balance above 0, in order', () => {
    expect(creditsToShow([credit('A', 100), credit('B', 0), credit('C', 1), credit('D', -5)]).map((c) => c.referenceNumber)).toEqual([
      'A',
      'C',
    ]);
  });
});

describe('visibleRows', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7];

  it('shows 5 rows and says more can be shown', () => {
    expect(visibleRows(rows, false)).toEqual({ rows: [1, 2, 3, 4, 5], expandable: true });
  });

  it('shows every row once expanded, and can still collapse', () => {
    expect(visibleRows(rows, true)).toEqual({ rows, expandable: true });
  });

  it('has nothing to expand at 5 rows or fewer', () => {
    expect(visibleRows([1, 2, 3, 4, 5], false)).toEqual({ rows: [1, 2, 3, 4, 5], expandable: false });
    expect(visibleRows([], false)).toEqual({ rows: [], expandable: false });
  });
});

describe('findPrepayment', () => {
  it('finds a prepayment by its retainer invoice number, whatever the case', () => {
    const list = [prepayment('RET000001US'), prepayment('RET000002US')];
    expect(findPrepayment(list, 'ret000002us')?.receiptCode).toBe('RC-RET000002US');
    expect(findPrepayment(list, 'RET000009US')).toBeNull();
  });
});

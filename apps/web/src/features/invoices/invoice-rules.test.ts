import { describe, expect, it } from 'vitest';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import {
  fapiaoCell,
  filterProblems,
  isPayable,
  isUsRetainerInvoice,
  listQuery,
  NO_FILTERS,
  readListSearch,
  resolveInvoicesRoute,
  showsPager,
  toggleSelection,
  writeListSearch,
} from './invoice-rules';

const fapiao: Fapiao = {
  identity: 'F1',
  type: 'general',
  status: 'pending',
  number: null,
  url: null,
  completed: false,
  receiptCode: 'R1',
  invoiceNumber: 'CN000001',
  organizationName: '北京大学',
  taxpayerNumber: null,
  createdAt: '2026-01-01T00:00:00Z',
  cancellable: false,
  rejectionReason: null,
};

describe('the invoice area routes', () => {
  it('shows the history, the unpaid list, the payoff, the landing and the fapiao form by path', () => {
    expect(resolveInvoicesRoute('')).toEqual({ kind: 'list', status: 'all' });
    expect(resolveInvoicesRoute('unpaid')).toEqual({ kind: 'list', status: 'unpaid' });
    expect(resolveInvoicesRoute('unpaid/')).toEqual({ kind: 'list', status: 'unpaid' });
    expect(resolveInvoicesRoute('history')).toEqual({ kind: 'list', status: 'all' });
    expect(resolveInvoicesRoute('pay/US000001,US%2F02')).toEqual({ kind: 'pay', invoiceNumbers: ['US000001', 'US/02'] });
    expect(resolveInvoicesRoute('unpaid/success')).toEqual({ kind: 'landing', success: true });
    expect(resolveInvoicesRoute('unpaid/error')).toEqual({ kind: 'landing', success: false });
    expect(resolveInvoicesRoute('CN000004/fapiao')).toEqual({ kind: 'fapiao', invoiceNumber: 'CN000004' });
  });

  it('treats a broken escape as the text itself', () => {
    expect(resolveInvoicesRoute('pay/A%ZZ')).toEqual({ kind: 'pay', invoiceNumbers: ['A%ZZ'] });
  });
});

describe('invoice rules', () => {
  it('an invoice is payable with a balance and no write-off pending', () => {
    expect(isPayable({ balance: 100, pendingWriteoff: false })).toBe(true);
    expect(isPayable({ balance: 0, pendingWriteoff: false })).toBe(false);
    expect(isPayable({ balance: 100, pendingWriteoff: true })).toBe(false);
  });

  it('recognises US retainer invoices', () => {
    expect(isUsRetainerInvoice('RET000001US')).toBe(true);
    expect(isUsRetainerInvoice('US000001')).toBe(false);
    expect(isUsRetainerInvoice('RET000001CN')).toBe(false);
  });

  it('picks the fapiao column by localization, retainer, fapiao and requestability', () => {
    const base = { invoiceNumber: 'CN000001', localization: 'cn', fapiao: null, fapiaoRequestable: true };
    expect(fapiaoCell({ ...base, localization: 'us' }, 'cn')).toEqual({ kind: 'consult-support' });
    expect(fapiaoCell({ ...base, invoiceNumber: 'RET000002US' }, 'cn')).toEqual({ kind: 'not-applicable' });
    expect(fapiaoCell({ ...base, fapiao }, 'cn')).toEqual({ kind: 'fapiao', fapiao });
    expect(fapiaoCell(base, 'cn')).toEqual({ kind: 'create' });
    expect(fapiaoCell({ ...base, fapiaoRequestable: false }, 'cn')).toEqual({ kind: 'not-applicable' });
  });
});

describe('filters and pages', () => {
  it('accepts month/day/year dates only', () => {
    expect(filterProblems(NO_FILTERS)).toEqual({});
    expect(filterProblems({ from: '1/5/2026', to: '12/31/2026', orderNumber: '' })).toEqual({});
    expect(filterProblems({ from: '2026-01-05', to: '13/01/2026', orderNumber: '' })).toEqual({ from: 'date-invalid', to: 'date-invalid' });
  });

  it('keeps the filters and the page in the address', () => {
    const filters = { from: '01/01/2026', to: ' ', orderNumber: 'ORD-7' };
    const search = writeListSearch(filters, 2);
    expect(search.toString()).toBe('from=01%2F01%2F2026&orderNumber=ORD-7&page=2');
    expect(readListSearch(search)).toEqual({ filters: { from: '01/01/2026', to: '', orderNumber: 'ORD-7' }, page: 2 });
    expect(readListSearch(new URLSearchParams('page=-3')).page).toBe(0);
    expect(readListSearch(new URLSearchParams('page=x')).page).toBe(0);
  });

  it('asks the server for the unpaid status only on the unpaid list', () => {
    expect(listQuery('unpaid', NO_FILTERS, 0)).toEqual({ status: 'unpaid', from: undefined, to: undefined, orderNumber: undefined, page: 0 });
    expect(listQuery('all', { from: '1/1/2026', to: '', orderNumber: ' A1 ' }, 3)).toMatchObject({ status: undefined, from: '1/1/2026', orderNumber: 'A1', page: 3 });
  });

  it('shows the pager from 10 invoices', () => {
    expect(showsPager(9, 10)).toBe(false);
    expect(showsPager(10, 10)).toBe(true);
  });

  it('selects and unselects invoices in the order chosen', () => {
    expect(toggleSelection(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleSelection(['A', 'B'], 'A', false)).toEqual(['B']);
    expect(toggleSelection(['A'], 'A', true)).toEqual(['A']);
  });
});

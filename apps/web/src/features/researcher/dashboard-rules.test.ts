import { describe, expect, it } from 'vitest';
import { ordersListPath } from '@marginalia/contracts/orders/order-search.contract';
import { showsDigitalDocumentsBanner, unpaidTotal } from './dashboard-banners';
import { filtersFromPathname } from './dashboard-page';
import { draftDateErrors } from './order-search-form';

const usd = { isoCode: 'USD', shortName: 'USD', sign: '$', numDecimals: 2 };

describe('the dashboard URL', () => {
  it('reads the filters from the raw path under any language, and none from /researcher', () => {
    expect(filtersFromPathname('/en/researcher')).toEqual({ xid: '', orderTitle: '', from: '', to: '', page: 1 });
    const path = ordersListPath({ xid: 'T1', orderTitle: 'Reef / 50% yield', from: '', to: '2026-03-01', page: 2 });
    expect(filtersFromPathname(`/cn${path}`)).toEqual({ xid: 'T1', orderTitle: 'Reef / 50% yield', from: '', to: '2026-03-01', page: 2 });
  });
});

describe('the search form', () => {
  it('refuses impossible days and From after To, on the field concerned', () => {
    expect(draftDateErrors({ xid: '', orderTitle: '', from: '2026-03-01', to: '2026-03-01' })).toEqual({});
    expect(draftDateErrors({ xid: '', orderTitle: '', from: '2026-02-30', to: '' })).toEqual({ from: 'order-search-date-invalid' });
    expect(draftDateErrors({ xid: '', orderTitle: '', from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'order-search-date-invalid' });
  });
});

describe('the unpaid-invoices total', () => {
  it('adds the balances per currency', () => {
    const invoice = (balance: number, currency = usd) => ({ invoiceNumber: `N${balance}`, balance, formattedDate: 'Mar 1, 2026', currency });
    expect(unpaidTotal([invoice(20_300), invoice(48_500)])).toBe('$688');
    expect(unpaidTotal([invoice(1_000), invoice(5_000, { isoCode: 'BRL', shortName: 'BRL', sign: 'R$', numDecimals: 2 })])).toContain(' + ');
  });
});

describe('the digital documents banner', () => {
  it('shows only to someone who has digital documents, and not once the home page lists them', () => {
    expect(showsDigitalDocumentsBanner(false, { digitalDocuments: 0 })).toBe(false);
    expect(showsDigitalDocumentsBanner(false, undefined)).toBe(false);
    expect(showsDigitalDocumentsBanner(false, { digitalDocuments: 2 })).toBe(true);
    expect(showsDigitalDocumentsBanner(true, { digitalDocuments: 2 })).toBe(false);
  });

  it('does not point to digital editing while the portal has it switched off', () => {
    expect(showsDigitalDocumentsBanner(false, { digitalDocuments: 2 }, false)).toBe(false);
  });
});

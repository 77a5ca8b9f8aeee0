import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER_FILTERS, isIsoDay, orderCardStatus, orderSearchParams, ordersListPath, parseOrdersListPath } from './order-search.contract';

describe('orderCardStatus', () => {
  it("says 'Awaiting Payment' for a completed order not paid, otherwise the status", () => {
    expect(orderCardStatus({ status: 'completed', paid: false, freeOrder: false })).toBe('awaiting-payment');
    expect(orderCardStatus({ status: 'completed', paid: true, freeOrder: false })).toBe('completed');
    expect(orderCardStatus({ status: 'completed', paid: false, freeOrder: true })).toBe('completed');
    expect(orderCardStatus({ status: 'in_progress', paid: false, freeOrder: false })).toBe('in_progress');
    expect(orderCardStatus({ status: 'cancelled', paid: false, freeOrder: false })).toBe('cancelled');
  });
});

describe("the orders list route with '_' for an empty filter", () => {
  it('writes each empty filter as _ and no filters on page 1 as the dashboard', () => {
    expect(ordersListPath(EMPTY_ORDER_FILTERS)).toBe('/researcher');
    expect(ordersListPath({ ...EMPTY_ORDER_FILTERS, page: 2 })).toBe('/researcher/index/orders/_/_/_/_/2');
    expect(ordersListPath({ xid: ' T1A2 ', orderTitle: '', from: '2026-02-01', to: '', page: 1 })).toBe('/researcher/index/orders/T1A2/_/2026-02-01/_/1');
  });

  it('round-trips titles with slashes, spaces, percent signs and non-Latin letters', () => {
    for (const orderTitle of ['Coral / reef 50% yield', '珊瑚礁', 'a_b', '_x']) {
      const filters = { xid: '', orderTitle, from: '', to: '2026-03-01', page: 3 };
      const path = ordersListPath(filters);
      expect(path.split('/')).toHaveLength(9);
      expect(parseOrdersListPath(path.replace('/researcher/index/orders/', ''))).toEqual(filters);
    }
  });

  it('forgives missing or broken parts', () => {
    expect(parseOrdersListPath(undefined)).toEqual(EMPTY_ORDER_FILTERS);
    expect(parseOrdersListPath('T1/_')).toEqual({ ...EMPTY_ORDER_FILTERS, xid: 'T1' });
    expect(parseOrdersListPath('_/_/_/_/0')).toEqual(EMPTY_ORDER_FILTERS);
    expect(parseOrdersListPath('_/%E0%A4%A/_/_/x').orderTitle).toBe('%E0%A4%A');
  });

  it('sends only the filters given, with the page', () => {
    expect(orderSearchParams({ xid: '', orderTitle: 'reef', from: '', to: '2026-03-01', page: 2 })).toBe('orderTitle=reef&to=2026-03-01&page=2');
  });
});

describe('isIsoDay', () => {
  it('accepts existing YYYY-MM-DD days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('02/03/2026')).toBe(false);
    expect(isIsoDay('2026-2-3')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderCard } from '@marginalia/contracts/orders/order-search.contract';
import { recentOrders, showCreditWidget } from './home-rules';

describe('home page rules', () => {
  it('keeps the three latest orders', () => {
    const orders = ['a', 'b', 'c', 'd'].map((externalId) => ({ externalId }) as OrderCard);
    expect(recentOrders(orders).map((order) => order.externalId)).toEqual(['a', 'b', 'c']);
    expect(recentOrders(undefined)).toEqual([]);
  });
  it('shows the credit balance only with invoices shown and a balance above 0', () => {
    expect(showCreditWidget(false, 30_000)).toBe(true);
    expect(showCreditWidget(false, 0)).toBe(false);
    expect(showCreditWidget(false, null)).toBe(false);
    expect(showCreditWidget(true, 30_000)).toBe(false);
  });
});

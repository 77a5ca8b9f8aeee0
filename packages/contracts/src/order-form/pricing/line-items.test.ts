import { describe, expect, it } from 'vitest';
import { isFreeOrder, orderTotal } from './line-items';

describe('orderTotal', () => {
  it('adds the line totals', () => {
    expect(orderTotal([{ totalPrice: 18000 }, { totalPrice: 9000 }])).toBe(27000);
    expect(orderTotal([])).toBe(0);
  });

  it('is never negative', () => {
    expect(orderTotal([{ totalPrice: 100 }, { totalPrice: -500 }])).toBe(0);
  });
});

describe('isFreeOrder', () => {
  it('is true for a total of 0 or less (free method, Complete Order)', () => {
    expect(isFreeOrder(0)).toBe(true);
    expect(isFreeOrder(-1)).toBe(true);
    expect(isFreeOrder(1)).toBe(false);
  });
});

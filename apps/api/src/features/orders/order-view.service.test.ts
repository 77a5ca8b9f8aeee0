import { describe, expect, it } from 'vitest';
import { orderDiscounts } from './order-view.service';

describe('the discounts an order shows', () => {
  const lines = [{ discountAmount: 1_000 }, { discountAmount: 500 }];

  it('names them after what gave them: a re-edit, a promotional code, else the service discount', () => {
    expect(orderDiscounts(lines, { journalUrl: null, promotionalCode: null, reedit: true, isRework: false, freeReeditSince: null })).toEqual([{ description: 'reedit', code: null, appliedAmount: 1_500 }]);
    expect(orderDiscounts(lines, { journalUrl: null, promotionalCode: 'SPRING25', reedit: false, isRework: false, freeReeditSince: null })).toEqual([{ description: 'promotional-code', code: 'SPRING25', appliedAmount: 1_500 }]);
    expect(orderDiscounts(lines, null)).toEqual([{ description: 'service', code: null, appliedAmount: 1_500 }]);
  });

  it('lists none when nothing was taken off', () => {
    expect(orderDiscounts([{ discountAmount: 0 }], { journalUrl: null, promotionalCode: 'SPRING25', reedit: false, isRework: false, freeReeditSince: null })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  bestPromotionChoice,
  discountBadgeColour,
  visibleDiscountList,
  type DiscountCandidate,
  type PricedLine,
} from './discounts';

const LINES: PricedLine[] = [
  { serviceIdentity: 'editing', listPrice: 20000 },
  { serviceIdentity: 'formatting', listPrice: 10000 },
];

const percent = (
  id: string,
  type: DiscountCandidate['type'],
  value: number,
  extra: Partial<DiscountCandidate> = {},
): DiscountCandidate => ({
  id,
  type,
  code: type === 'promotional-code' ? id.toUpperCase() : null,
  description: id,
  percentBased: true,
  percent: value,
  amount: 0,
  serviceIdentities: null,
  endDate: null,
  ...extra,
});
const fixed = (id: string, type: DiscountCandidate['type'], amount: number, extra: Partial<DiscountCandidate> = {}): DiscountCandidate => ({
  ...percent(id, type, 0, extra),
  percentBased: false,
  amount,
  ...extra,
});
const byId = (result: ReturnType<typeof applyDiscounts>, id: string) => result.discounts.find((d) => d.id === id);

describe('applyDiscounts', () => {
  it('takes a percentage off every line', () => {
    const result = applyDiscounts(LINES, [percent('spring10', 'promotional-code', 10)]);
    expect(result.lineItems).toEqual([
      { serviceIdentity: 'editing', listPrice: 20000, discountAmount: 2000, totalPrice: 18000 },
      { serviceIdentity: 'formatting', listPrice: 10000, discountAmount: 1000, totalPrice: 9000 },
    ]);
    expect(result).toMatchObject({ total: 27000, listTotal: 30000 });
    expect(byId(result, 'spring10')).toMatchObject({ applied: true, appliedAmount: 3000 });
  });

  it('applies the preferred-group discount instead of a promo code that saves less', () => {
    const result = applyDiscounts(LINES, [percent('spring10', 'promotional-code', 10), percent('group', 'preferred-group', 15)]);
    expect(result.total).toBe(25500);
    expect(byId(result, 'group')).toMatchObject({ applied: true, appliedAmount: 4500 });
    expect(byId(result, 'spring10')).toMatchObject({ applied: false, appliedAmount: 0 });
  });

  it('applies the promo code instead of a preferred-group discount that saves less, and on a tie', () => {
    const better = applyDiscounts(LINES, [percent('group', 'preferred-group', 15), percent('big20', 'promotional-code', 20)]);
    expect(better.total).toBe(24000);
    expect(byId(better, 'group')).toMatchObject({ applied: false, appliedAmount: 0 });
    const tie = applyDiscounts(LINES, [percent('group', 'preferred-group', 15), percent('same15', 'promotional-code', 15)]);
    expect(byId(tie, 'same15')?.applied).toBe(true);
    expect(byId(tie, 'group')?.applied).toBe(false);
  });

  it('counts at most one promotional code: the one saving most', () => {
    const result = applyDiscounts(LINES, [percent('a10', 'promotional-code', 10), fixed('b50', 'promotional-code', 5000)]);
    expect(result.total).toBe(25000);
    expect(byId(result, 'a10')).toMatchObject({ applied: false, appliedAmount: 0 });
    expect(byId(result, 'b50')).toMatchObject({ applied: true, appliedAmount: 5000 });
  });

  it('applies service, then re-edit, then promo discounts, each on what remains', () => {
    const result = applyDiscounts(LINES, [
      percent('spring10', 'promotional-code', 10),
      fixed('reedit', 'reedit', 5000),
      percent('svc', 'service', 10, { serviceIdentities: ['editing'] }),
    ]);
    // service: 10 % of editing 200.00 → 180.00 / 100.00; re-edit 50.00 split 18 : 10 → 32.14 + 17.86;
    // promo 10 % of 147.86 → 14.79 and of 82.14 → 8.21.
    expect(byId(result, 'svc')?.appliedAmount).toBe(2000);
    expect(byId(result, 'reedit')?.appliedAmount).toBe(5000);
    expect(byId(result, 'spring10')?.appliedAmount).toBe(1479 + 821);
    expect(result.lineItems.map((line) => line.totalPrice)).toEqual([18000 - 3214 - 1479, 10000 - 1786 - 821]);
    expect(result.total).toBe(20700);
    // The discounts come back in the given order.
    expect(result.discounts.map((d) => d.id)).toEqual(['spring10', 'reedit', 'svc']);
  });

  it('caps a fixed amount larger than the total: the total is 0, never negative', () => {
    const result = applyDiscounts(LINES, [fixed('huge', 'promotional-code', 50000)]);
    expect(result.total).toBe(0);
    expect(result.lineItems.every((line) => line.totalPrice === 0)).toBe(true);
    expect(byId(result, 'huge')?.appliedAmount).toBe(30000);
  });

  it('splits a fixed amount over lines so the cents add up exactly', () => {
    const lines: PricedLine[] = [
      { serviceIdentity: 'a', listPrice: 333 },
      { serviceIdentity: 'b', listPrice: 333 },
      { serviceIdentity: 'c', listPrice: 334 },
    ];
    const result = applyDiscounts(lines, [fixed('ten', 'promotional-code', 100)]);
    expect(result.lineItems.map((line) => line.discountAmount)).toEqual([33, 33, 34]);
    expect(result.total).toBe(900);
  });

  it('only discounts the services a discount covers', () => {
    const result = applyDiscounts(LINES, [percent('fmt50', 'service', 50, { serviceIdentities: ['formatting'] })]);
    expect(result.lineItems.map((line) => line.totalPrice)).toEqual([20000, 5000]);
  });

  it('lists a discount that covers nothing in the order as not applied', () => {
    const result = applyDiscounts(LINES, [percent('tr', 'promotional-code', 10, { serviceIdentities: ['translation'] })]);
    expect(byId(result, 'tr')).toMatchObject({ applied: false, appliedAmount: 0 });
    expect(result.total).toBe(30000);
  });

  it('handles an order with no lines or no discounts', () => {
    expect(applyDiscounts([], [percent('x', 'promotional-code', 10)])).toMatchObject({ total: 0, listTotal: 0, lineItems: [] });
    expect(applyDiscounts(LINES, []).total).toBe(30000);
  });

  it('rejects list prices that are not integer minor units', () => {
    expect(() => applyDiscounts([{ serviceIdentity: 'a', listPrice: 1.5 }], [])).toThrow(RangeError);
    expect(() => applyDiscounts([{ serviceIdentity: 'a', listPrice: -1 }], [])).toThrow(RangeError);
  });
});

describe('bestPromotionChoice (one promo code per order)', () => {
  const old10 = percent('old10', 'promotional-code', 10);
  const new20 = percent('new20', 'promotional-code', 20);

  it('applies a first code', () => {
    const choice = bestPromotionChoice([], new20, LINES);
    expect(choice.keep).toEqual([new20]);
    expect(choice.requestedCodeApplied).toBe(true);
    expect(choice.priced.total).toBe(24000);
  });

  it('replaces the current code with a better one', () => {
    const choice = bestPromotionChoice([old10], new20, LINES);
    expect(choice.keep).toEqual([new20]);
    expect(choice.requestedCodeApplied).toBe(true);
  });

  it('replaces the current code with one that saves the same', () => {
    const same = percent('same10', 'promotional-code', 10);
    const choice = bestPromotionChoice([old10], same, LINES);
    expect(choice.keep).toEqual([same]);
    expect(choice.requestedCodeApplied).toBe(true);
  });

  it('keeps the current code when the second code is worse (best-discount-applied)', () => {
    const choice = bestPromotionChoice([new20], old10, LINES);
    expect(choice.keep).toEqual([new20]);
    expect(choice.requestedCodeApplied).toBe(false);
    expect(choice.priced.total).toBe(24000);
  });

  it('reports the code as not applied when the preferred-group discount saves more', () => {
    const group = percent('group', 'preferred-group', 15);
    const choice = bestPromotionChoice([group], old10, LINES);
    expect(choice.keep).toEqual([group, old10]);
    expect(choice.requestedCodeApplied).toBe(false);
    expect(choice.priced.total).toBe(25500);
    expect(bestPromotionChoice([group], new20, LINES).requestedCodeApplied).toBe(true);
  });

  it('compares codes on what is left after service discounts', () => {
    const fifty = fixed('fifty', 'promotional-code', 5000);
    const service = percent('svc', 'service', 50);
    // Without the service discount 20 % (60.00) beats 50.00 …
    expect(bestPromotionChoice([fifty], new20, LINES).requestedCodeApplied).toBe(true);
    // … with it, 20 % of 150.00 is 30.00 and the 50.00 code stays.
    const choice = bestPromotionChoice([service, fifty], new20, LINES);
    expect(choice.keep).toEqual([service, fifty]);
    expect(choice.requestedCodeApplied).toBe(false);
  });

  it('treats re-entering the same code (any case) as replacing it', () => {
    const again = { ...old10, id: 'old10-again', code: 'old10' };
    const choice = bestPromotionChoice([old10], again, LINES);
    expect(choice.keep).toEqual([again]);
    expect(choice.requestedCodeApplied).toBe(true);
  });

  it('adds a discount of another type alongside the code', () => {
    const reedit = fixed('reedit', 'reedit', 1000);
    const choice = bestPromotionChoice([old10], reedit, LINES);
    expect(choice.keep).toEqual([old10, reedit]);
    expect(choice.requestedCodeApplied).toBe(true);
  });
});

describe('visibleDiscountList', () => {
  it('hides preferred-group, service and re-edit discounts and lists each code once, case-insensitively', () => {
    const list = [
      { id: '1', type: 'promotional-code' as const, code: 'SPRING10', applied: false },
      { id: '2', type: 'preferred-group' as const, code: null, applied: true },
      { id: '3', type: 'service' as const, code: null, applied: true },
      { id: '4', type: 'reedit' as const, code: null, applied: true },
      { id: '5', type: 'promotional-code' as const, code: 'spring10', applied: true },
      { id: '6', type: 'promotional-code' as const, code: 'WELCOME', applied: false },
      { id: '7', type: 'promotional-code' as const, code: 'Welcome', applied: false },
    ];
    // Of the two SPRING10 entries the applied one is shown, in the first one's place.
    expect(visibleDiscountList(list).map((d) => d.id)).toEqual(['5', '6']);
  });
});

describe('discountBadgeColour', () => {
  it('is primary for preferred group, success for promotional, secondary otherwise', () => {
    expect(discountBadgeColour('preferred-group')).toBe('primary');
    expect(discountBadgeColour('promotional-code')).toBe('success');
    expect(discountBadgeColour('reedit')).toBe('secondary');
    expect(discountBadgeColour('service')).toBe('secondary');
  });
});

import { describe, expect, it } from 'vitest';
import { priceBundle } from './bundles';
import { applyDiscounts, type DiscountCandidate } from './discounts';
import { orderTotal } from './line-items';
import { convertUsdCents, type ConversionCurrency } from './money-conversion';
import { priceStep } from './price-rounding';
import { rushData, type PricedOption } from './service-options';

// The engine end to end on converted prices: advanced editing of 1,200 words ($90, rush $126) and
// formatting ($110, no rush) bought as a bundle (15 % off, 10 % off the rush part), rushed, with a $10 code.
const EDITING: PricedOption[] = [
  { id: 2001, lengthLow: 1, lengthHigh: 1500, priceUsdCents: 9000, timelineBusinessDays: 3, rush: false },
  { id: 2501, lengthLow: 1, lengthHigh: 1500, priceUsdCents: 12600, timelineBusinessDays: 2, rush: true },
];
const FORMATTING: PricedOption[] = [
  { id: 6001, lengthLow: 1, lengthHigh: 10000, priceUsdCents: 11000, timelineBusinessDays: 3, rush: false },
];

const EUR: ConversionCurrency = { isoCode: 'EUR', numDecimals: 2, perUsd: '0.86' };
const CNY: ConversionCurrency = { isoCode: 'CNY', numDecimals: 2, perUsd: '7.12' };
const BRL: ConversionCurrency = { isoCode: 'BRL', numDecimals: 2, perUsd: '5.4' };
const JPY: ConversionCurrency = { isoCode: 'JPY', numDecimals: 0, perUsd: '150' };

function priceOrder(currency: ConversionCurrency) {
  const editing = rushData(EDITING, 1200);
  const formatting = rushData(FORMATTING, 1200);
  const price = (option: PricedOption | null) => (option ? convertUsdCents(option.priceUsdCents, currency) : null);
  const editingPrice = price(editing.nonRushOption) ?? 0;
  const editingRush = price(editing.rushOption);
  const formattingPrice = price(formatting.nonRushOption) ?? 0;
  const lines = [
    { serviceIdentity: 'advanced-editing', listPrice: editingRush ?? editingPrice },
    { serviceIdentity: 'formatting', listPrice: formattingPrice },
  ];
  const bundle = priceBundle(
    {
      id: 1,
      name: 'Editing + Formatting',
      discountPercent: 15,
      rushDiscountPercent: 10,
      services: [
        { identity: 'advanced-editing', price: editingPrice, rushPrice: editingRush, addOn: false },
        { identity: 'formatting', price: formattingPrice, rushPrice: null, addOn: false },
      ],
    },
    new Set(['advanced-editing', 'formatting']),
    true,
  );
  const listed = lines.reduce((sum, line) => sum + line.listPrice, 0);
  const candidates: DiscountCandidate[] = [
    {
      id: 'bundle:1',
      type: 'service',
      code: null,
      description: 'bundle',
      percentBased: false,
      percent: 0,
      amount: listed - bundle.price,
      serviceIdentities: null,
      endDate: null,
    },
    {
      id: 'promo:1',
      type: 'promotional-code',
      code: 'TEN',
      description: '$10 off',
      percentBased: false,
      percent: 0,
      amount: convertUsdCents(1000, currency),
      serviceIdentities: null,
      endDate: null,
    },
  ];
  return { editingPrice, editingRush, formattingPrice, bundle, priced: applyDiscounts(lines, candidates) };
}

describe('the price engine on prices converted and rounded to the currency', () => {
  it('prices the rushed bundle in euros from whole-euro list prices, and the lines add up to the total', () => {
    const { editingPrice, editingRush, formattingPrice, bundle, priced } = priceOrder(EUR);
    // $90 = €77.40 → €77; $126 = €108.36 → €108; $110 = €94.60 → €95
    expect([editingPrice, editingRush, formattingPrice]).toEqual([7700, 10800, 9500]);
    // Rush costs the difference of the two rounded prices, €31
    expect(bundle.rushAmount).toBe(3100);
    // €172 × 85 % = €146.20, plus €31 × 90 % = €27.90: the card shows €174.10
    expect(bundle.price).toBe(17410);
    // The $10 code is announced and taken off as €9 (€8.60 rounded)
    expect(priced.discounts.map((discount) => discount.appliedAmount)).toEqual([2890, 900]);
    expect(priced.listTotal).toBe(20300);
    expect(priced.total).toBe(16510);
    expect(priced.lineItems.reduce((sum, line) => sum + line.totalPrice, 0)).toBe(priced.total);
    expect(orderTotal(priced.lineItems)).toBe(priced.total);
  });

  for (const currency of [EUR, CNY, BRL, JPY]) {
    it(`keeps every list price on the ${currency.isoCode} price step and every total the sum of its lines`, () => {
      const { editingPrice, editingRush, formattingPrice, bundle, priced } = priceOrder(currency);
      const step = priceStep(currency);
      for (const price of [editingPrice, editingRush ?? 0, formattingPrice, bundle.fullPrice, bundle.rushAmount])
        expect(price % step).toBe(0);
      for (const line of priced.lineItems) expect(line.discountAmount + line.totalPrice).toBe(line.listPrice);
      const taken = priced.discounts.reduce((sum, discount) => sum + discount.appliedAmount, 0);
      expect(priced.listTotal - taken).toBe(priced.total);
      expect(orderTotal(priced.lineItems)).toBe(priced.total);
      // The bundle's lines, before the code, cost what its card shows
      const serviceShare = priced.discounts[0]?.appliedAmount ?? 0;
      expect(priced.listTotal - serviceShare).toBe(bundle.price);
    });
  }
});

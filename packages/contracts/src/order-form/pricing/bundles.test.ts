import { describe, expect, it } from 'vitest';
import { defaultBundleId, priceBundle, sortBundles, type BundleInput } from './bundles';

// Editing $200 (rush $280) + formatting $100 (rush $140) = $300 full; add-on plagiarism check $25.
const BUNDLE: BundleInput = {
  id: 7,
  name: 'Publication support',
  discountPercent: 15,
  rushDiscountPercent: 10,
  services: [
    { identity: 'editing', price: 20000, rushPrice: 28000, addOn: false },
    { identity: 'formatting', price: 10000, rushPrice: 14000, addOn: false },
    { identity: 'plagiarism-check', price: 2500, rushPrice: null, addOn: true },
  ],
};
const ALL = new Set(['editing', 'formatting']);

describe('priceBundle', () => {
  it('discounts 15 % of 300.00 to 255.00 and 10 % of the rush difference', () => {
    const priced = priceBundle(BUNDLE, ALL, false);
    expect(priced).toMatchObject({
      id: 7,
      name: 'Publication support',
      fullPrice: 30000,
      rushAmount: 12000, // (280 − 200) + (140 − 100)
      fullRushPrice: 42000,
      discountPrice: 25500,
      discountAmount: 4500,
      // 255.00 + 120.00 × 90 % = 255.00 + 108.00
      discountRushPrice: 36300,
      discountRushAmount: 5700,
      allSelected: true,
      rushOffered: true,
      price: 25500,
    });
  });

  it('shows the discounted rush price when all bundle services are selected and rush is on', () => {
    expect(priceBundle(BUNDLE, ALL, true).price).toBe(36300);
  });

  it('shows the plain sum of the selected services when one is deselected (rush or non-rush)', () => {
    const editingOnly = new Set(['editing']);
    expect(priceBundle(BUNDLE, editingOnly, false)).toMatchObject({ allSelected: false, price: 20000 });
    expect(priceBundle(BUNDLE, editingOnly, true).price).toBe(28000);
    // The card's full and discount fields still describe the whole bundle.
    expect(priceBundle(BUNDLE, editingOnly, false).discountPrice).toBe(25500);
  });

  it('adds selected add-ons at their own price, outside the bundle discount', () => {
    const withAddOn = new Set([...ALL, 'plagiarism-check']);
    expect(priceBundle(BUNDLE, withAddOn, false).price).toBe(25500 + 2500);
    expect(priceBundle(BUNDLE, withAddOn, true).price).toBe(36300 + 2500);
    expect(priceBundle(BUNDLE, withAddOn, false).fullPrice).toBe(30000);
  });

  it('offers rush only if some selected service has a rush option', () => {
    expect(priceBundle(BUNDLE, new Set(['plagiarism-check']), true)).toMatchObject({ rushOffered: false, price: 2500 });
    expect(priceBundle(BUNDLE, new Set(), false)).toMatchObject({ rushOffered: false, price: 0 });
    const noRush: BundleInput = {
      ...BUNDLE,
      services: [
        { identity: 'editing', price: 20000, rushPrice: null, addOn: false },
        { identity: 'formatting', price: 10000, rushPrice: null, addOn: false },
      ],
    };
    // Rush asked for but not offered: the non-rush discounted price.
    expect(priceBundle(noRush, ALL, true)).toMatchObject({ rushOffered: false, rushAmount: 0, price: 25500 });
  });

  it('counts the rush difference only over services that have a rush option', () => {
    const partial: BundleInput = {
      ...BUNDLE,
      services: [
        { identity: 'editing', price: 20000, rushPrice: 28000, addOn: false },
        { identity: 'formatting', price: 10000, rushPrice: null, addOn: false },
      ],
    };
    const priced = priceBundle(partial, ALL, true);
    expect(priced).toMatchObject({ rushAmount: 8000, fullRushPrice: 38000, discountRushPrice: 25500 + 7200 });
    expect(priced.price).toBe(32700);
  });

  it('rounds discounted prices half up to the minor unit', () => {
    const odd: BundleInput = { ...BUNDLE, services: [{ identity: 'editing', price: 999, rushPrice: 1333, addOn: false }] };
    // 9.99 × 85 % = 8.4915 → 8.49; rush difference 3.34 × 90 % = 3.006 → 3.01
    const priced = priceBundle(odd, new Set(['editing']), true);
    expect(priced).toMatchObject({ discountPrice: 849, discountRushPrice: 849 + 301, price: 1150 });
    // 0.05 × 50 % = 0.025 → 0.03 (half up)
    const half = priceBundle(
      { ...odd, discountPercent: 50, services: [{ identity: 'editing', price: 5, rushPrice: null, addOn: false }] },
      new Set(),
      false,
    );
    expect(half.discountPrice).toBe(3);
  });

  it('works in zero-decimal currencies (yen)', () => {
    const yen: BundleInput = { ...BUNDLE, services: [{ identity: 'editing', price: 45001, rushPrice: null, addOn: false }] };
    // ¥45,001 × 85 % = ¥38,250.85 → ¥38,251
    expect(priceBundle(yen, new Set(['editing']), false).price).toBe(38251);
  });

  it('rejects prices that are not integer minor units', () => {
    const bad: BundleInput = { ...BUNDLE, services: [{ identity: 'editing', price: 10.5, rushPrice: null, addOn: false }] };
    expect(() => priceBundle(bad, ALL, false)).toThrow(RangeError);
  });
});

describe('sortBundles and defaultBundleId', () => {
  it('sorts by full price ascending, keeping the given order on ties, and selects the first', () => {
    const bundles = [
      { id: 1, fullPrice: 50000 },
      { id: 2, fullPrice: 30000 },
      { id: 3, fullPrice: 45000 },
      { id: 4, fullPrice: 30000 },
    ];
    const sorted = sortBundles(bundles);
    expect(sorted.map((bundle) => bundle.id)).toEqual([2, 4, 3, 1]);
    expect(bundles.map((bundle) => bundle.id)).toEqual([1, 2, 3, 4]);
    expect(defaultBundleId(sorted)).toBe(2);
  });

  it('has no default for no bundles', () => {
    expect(defaultBundleId([])).toBeNull();
  });
});

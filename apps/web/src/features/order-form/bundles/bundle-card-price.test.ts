import { describe, expect, it } from 'vitest';
import type { Bundle } from '@marginalia/contracts/order-form/order-form-view.contract';
import { bundleCardPrice, initialBundleId } from './bundle-card-price';

function bundle(partial: Partial<Bundle> = {}): Bundle {
  return {
    id: 1,
    name: 'Editing + Formatting',
    primaryServiceName: 'Advanced Editing',
    primaryService: { id: 'advanced-editing', options: [] },
    services: [
      { id: 'advanced-editing', name: 'Advanced Editing', type: 'editing', addOn: false, price: 20000, rushPrice: 30000, options: [] },
      { id: 'formatting', name: 'Formatting', type: 'formatting', addOn: false, price: 10000, rushPrice: null, options: [] },
      { id: 'table-formatting', name: 'Table Formatting', type: 'formatting', addOn: true, price: 4000, rushPrice: 6000, options: [] },
    ],
    fullPrice: 30000,
    fullRushPrice: 40000,
    discountPrice: 25500,
    discountRushPrice: 34500,
    discountAmount: 4500,
    discountRushAmount: 5500,
    rushAmount: 10000,
    rushOffered: true,
    discount: { percent: 15, rushPercent: 10, displayableAmount: '15%' },
    deadlines: {},
    deadline: '2025-03-14T16:00:00.000Z',
    rushDeadline: '2025-03-11T16:00:00.000Z',
    learnMoreTerms: [],
    ...partial,
  };
}

describe('bundle card price', () => {
  it('shows the discounted price with the full price struck through', () => {
    expect(bundleCardPrice(bundle(), new Set(), false)).toEqual({
      price: 25500,
      fullPrice: 30000,
      rushed: false,
      deadline: '2025-03-14T16:00:00.000Z',
    });
  });

  it('shows the discounted rush price and the rush deadline when rushed', () => {
    expect(bundleCardPrice(bundle(), new Set(), true)).toEqual({
      price: 34500,
      fullPrice: 40000,
      rushed: true,
      deadline: '2025-03-11T16:00:00.000Z',
    });
  });

  it('adds chosen add-ons at their own (rush) price', () => {
    expect(bundleCardPrice(bundle(), new Set(['table-formatting']), false).price).toBe(29500);
    expect(bundleCardPrice(bundle(), new Set(['table-formatting']), true).price).toBe(40500);
    expect(bundleCardPrice(bundle(), new Set(['table-formatting']), true).fullPrice).toBe(46000);
  });

  it('ignores rush when the bundle does not offer it', () => {
    expect(bundleCardPrice(bundle({ rushOffered: false }), new Set(), true).price).toBe(25500);
  });

  it('selects the saved bundle, else the first', () => {
    const list = [bundle({ id: 3 }), bundle({ id: 1 })];
    expect(initialBundleId(list, 1)).toBe(1);
    expect(initialBundleId(list, 9)).toBe(3);
    expect(initialBundleId([], null)).toBeNull();
  });
});

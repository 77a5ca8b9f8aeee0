import { describe, expect, it } from 'vitest';
import type { ServiceOption } from '@marginalia/contracts/order-form/order-form-view.contract';
import { filterFor, isCountBased, matchingOptions, optionForQuantity, singleMatch, tileFigures } from './service-option-filter';

let nextId = 1;
function option(partial: Partial<ServiceOption>): ServiceOption {
  return {
    id: nextId++,
    price: 1000,
    rush: false,
    timeline: 5,
    deadline: '2025-03-10T16:00:00.000Z',
    lengthLow: 0,
    lengthHigh: 0,
    figureCount: null,
    tableCount: null,
    ...partial,
  };
}

const figureOptions = [1, 2, 3].flatMap((n) => [
  option({ figureCount: n, lengthLow: n, lengthHigh: n, price: n * 3000 }),
  option({ figureCount: n, lengthLow: n, lengthHigh: n, price: n * 4500, rush: true }),
]);
const wordOptions = [
  option({ lengthLow: 1, lengthHigh: 1500 }),
  option({ lengthLow: 1501, lengthHigh: 3000 }),
  option({ lengthLow: 1501, lengthHigh: 3000, rush: true }),
];

describe('service option selector', () => {
  it('shows the count filter the service is priced by', () => {
    expect(filterFor('words')).toBe('words');
    expect(filterFor('figures')).toBe('figures');
    expect(filterFor('tables')).toBe('tables');
    expect(filterFor('none')).toBeNull();
  });

  it('enables Done only when exactly one option matches', () => {
    expect(singleMatch(figureOptions, 'figures', { count: null, rush: null })).toBeNull();
    expect(singleMatch(figureOptions, 'figures', { count: 2, rush: null })).toBeNull();
    expect(singleMatch(figureOptions, 'figures', { count: 2, rush: false })?.price).toBe(6000);
    expect(singleMatch(figureOptions, 'figures', { count: 7, rush: false })).toBeNull();
  });

  it('matches word counts by bin, both ends included', () => {
    expect(matchingOptions(wordOptions, 'words', { count: 1500, rush: null })).toHaveLength(1);
    expect(matchingOptions(wordOptions, 'words', { count: 1501, rush: null })).toHaveLength(2);
    expect(singleMatch(wordOptions, 'words', { count: 3000, rush: true })?.rush).toBe(true);
  });

  it('matches table options by their table count', () => {
    const tables = [option({ tableCount: 1, lengthLow: 1, lengthHigh: 5 }), option({ tableCount: 2, lengthLow: 1, lengthHigh: 5 })];
    expect(singleMatch(tables, 'tables', { count: 2, rush: false })?.tableCount).toBe(2);
  });

  it('prices a quantity with the rush option when rush is on, else the standard one', () => {
    expect(optionForQuantity(figureOptions, 'figures', 3, false)?.price).toBe(9000);
    expect(optionForQuantity(figureOptions, 'figures', 3, true)?.price).toBe(13500);
    expect(
      optionForQuantity(
        figureOptions.filter((o) => !o.rush),
        'figures',
        3,
        true,
      )?.price,
    ).toBe(9000);
    expect(optionForQuantity(figureOptions, 'figures', 9, false)).toBeNull();
  });
});

describe('tile price of a count-priced service', () => {
  const base = {
    identity: 'illustration',
    name: 'Figure Preparation',
    serviceType: 'figures',
    featured: false,
    recommended: false,
    disabled: null,
    selected: false,
    quantity: 1,
    requiresJournalDetails: false,
    includesCertificate: false,
    removable: true,
    rushData: { nonRushOption: null, rushOption: null, rushPriceDifference: null, rushDeadline: null, rushOnly: false },
  };

  it('follows the quantity in the dropdown', () => {
    const service = {
      ...base,
      optionsDeterminedByCount: 'figures' as const,
      option: figureOptions[0] ?? null,
      serviceOptions: figureOptions,
    };
    expect(isCountBased(service)).toBe(true);
    expect(tileFigures(service, 2, false).price).toBe(6000);
    expect(tileFigures(service, 2, true).price).toBe(9000);
    expect(tileFigures(service, 15, false).price).toBe(3000);
  });

  it("is the service's own option for word-priced services", () => {
    const service = { ...base, optionsDeterminedByCount: 'words' as const, option: wordOptions[1] ?? null, serviceOptions: [] };
    expect(isCountBased(service)).toBe(false);
    expect(tileFigures(service, 4, false).deadline).toBe('2025-03-10T16:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { binFor, rushData, selectOption, type PricedOption } from './service-options';

const option = (id: number, lengthLow: number, lengthHigh: number, priceUsdCents: number, rush: boolean): PricedOption => ({
  id,
  lengthLow,
  lengthHigh,
  priceUsdCents,
  timelineBusinessDays: rush ? 3 : 7,
  rush,
});

const EDITING: PricedOption[] = [
  option(1, 1, 1500, 9750, false),
  option(2, 1, 1500, 13650, true),
  option(3, 1501, 3000, 19500, false),
  option(4, 1501, 3000, 27300, true),
  // A bin with only a rush option.
  option(5, 3001, 4000, 40000, true),
];

describe('selectOption', () => {
  it('picks the bin that holds the count, inclusive at both ends (1500 / 1501)', () => {
    expect(selectOption(EDITING, 1, false)?.id).toBe(1);
    expect(selectOption(EDITING, 1500, false)?.id).toBe(1);
    expect(selectOption(EDITING, 1501, false)?.id).toBe(3);
    expect(selectOption(EDITING, 3000, true)?.id).toBe(4);
  });

  it('matches the rush flag', () => {
    expect(selectOption(EDITING, 1500, true)?.id).toBe(2);
    expect(selectOption(EDITING, 3500, false)).toBeNull();
  });

  it('returns null outside every bin', () => {
    expect(selectOption(EDITING, 0, false)).toBeNull();
    expect(selectOption(EDITING, 4001, true)).toBeNull();
    expect(selectOption(EDITING, Number.NaN, false)).toBeNull();
  });
});

describe('rushData', () => {
  it('gives the rush price difference when the bin has both options', () => {
    expect(rushData(EDITING, 1500)).toEqual({
      nonRushOption: EDITING[0],
      rushOption: EDITING[1],
      rushPriceDifferenceUsdCents: 3900,
      rushOnly: false,
    });
    expect(rushData(EDITING, 1501).rushPriceDifferenceUsdCents).toBe(7800);
  });

  it('flags a rush-only bin, which forces rush on when the service is chosen', () => {
    const data = rushData(EDITING, 3500);
    expect(data.rushOnly).toBe(true);
    expect(data.nonRushOption).toBeNull();
    expect(data.rushOption?.id).toBe(5);
    expect(data.rushPriceDifferenceUsdCents).toBeNull();
  });

  it('is not rush-only when the bin has no rush option', () => {
    const data = rushData([option(1, 1, 1500, 9750, false)], 100);
    expect(data).toMatchObject({ rushOnly: false, rushOption: null, rushPriceDifferenceUsdCents: null });
  });
});

describe('binFor', () => {
  it('names the bin of a new word count', () => {
    expect(binFor(EDITING, 1500)).toEqual({ lengthLow: 1, lengthHigh: 1500, name: '1-1500' });
    expect(binFor(EDITING, 1501)).toEqual({ lengthLow: 1501, lengthHigh: 3000, name: '1501-3000' });
    expect(binFor(EDITING, 3500)?.name).toBe('3001-4000');
  });

  it('returns null when no bin holds the count (the no-service flag)', () => {
    expect(binFor(EDITING, 4001)).toBeNull();
    expect(binFor([], 100)).toBeNull();
  });

  it('prefers the narrowest bin when catalogue rows overlap', () => {
    expect(binFor([option(1, 1, 10000, 1, false), option(2, 1001, 2000, 1, false)], 1500)?.name).toBe('1001-2000');
  });
});

import { describe, expect, it } from 'vitest';
import { levelsReached } from './level-benefits';

// Stored out of order on purpose: the answer follows sortOrder, not the rows' order.
const LEVELS = [
  { identity: 'gold', sortOrder: 3 },
  { identity: 'member', sortOrder: 0 },
  { identity: 'silver', sortOrder: 2 },
  { identity: 'bronze', sortOrder: 1 },
];

describe('the levels a customer reaches', () => {
  it('is the next level when they move up one', () => {
    expect(levelsReached(LEVELS, 'member', 'bronze')).toEqual(['bronze']);
  });

  it('is every level passed, lowest first, when they jump several', () => {
    expect(levelsReached(LEVELS, 'member', 'gold')).toEqual(['bronze', 'silver', 'gold']);
    expect(levelsReached(LEVELS, 'bronze', 'gold')).toEqual(['silver', 'gold']);
  });

  it('is nothing when they stay, move down, or the new level is unknown', () => {
    expect(levelsReached(LEVELS, 'silver', 'silver')).toEqual([]);
    expect(levelsReached(LEVELS, 'gold', 'bronze')).toEqual([]);
    expect(levelsReached(LEVELS, 'member', 'platinum')).toEqual([]);
  });

  it('counts every level up to the new one when the old level is unknown', () => {
    expect(levelsReached(LEVELS, '', 'silver')).toEqual(['member', 'bronze', 'silver']);
  });
});

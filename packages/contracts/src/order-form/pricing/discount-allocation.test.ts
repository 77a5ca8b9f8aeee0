import { describe, expect, it } from 'vitest';
import { allocateAmount, allocatePercent } from './discount-allocation';

describe('allocatePercent', () => {
  it('takes the percentage off each covered line, half up per line', () => {
    expect(allocatePercent([999, 1001, 500], [true, true, false], 15)).toEqual([150, 150, 0]);
  });

  it('never takes more than a line has (percentages above 100 count as 100)', () => {
    expect(allocatePercent([1000], [true], 150)).toEqual([1000]);
    expect(allocatePercent([1000], [true], -5)).toEqual([0]);
  });
});

describe('allocateAmount (largest remainder)', () => {
  it('splits in proportion to what each line has left and adds up exactly', () => {
    expect(allocateAmount([333, 333, 334], [true, true, true], 100)).toEqual([33, 33, 34]);
    expect(allocateAmount([18000, 10000], [true, true], 5000)).toEqual([3214, 1786]);
    const shares = allocateAmount([1, 7, 13, 29, 101], [true, true, true, true, true], 97);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(97);
  });

  it('gives the leftover unit to the earlier line on a tie', () => {
    expect(allocateAmount([1, 1, 1], [true, true, true], 2)).toEqual([1, 1, 0]);
  });

  it('only touches covered lines and caps the amount at what they have left', () => {
    expect(allocateAmount([20000, 10000], [false, true], 15000)).toEqual([0, 10000]);
    expect(allocateAmount([20000, 10000], [true, true], 99999)).toEqual([20000, 10000]);
  });

  it('takes nothing when nothing is covered or left, or the amount is not positive', () => {
    expect(allocateAmount([100], [false], 50)).toEqual([0]);
    expect(allocateAmount([0, 0], [true, true], 50)).toEqual([0, 0]);
    expect(allocateAmount([100], [true], -50)).toEqual([0]);
  });

  it('stays exact for amounts beyond float precision of the intermediate products', () => {
    const shares = allocateAmount([4_000_000_000_001, 3_000_000_000_000], [true, true], 6_999_999_999_999);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(6_999_999_999_999);
  });
});

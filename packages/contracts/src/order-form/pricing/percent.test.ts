import { describe, expect, it } from 'vitest';
import { percentOf } from './percent';

describe('percentOf', () => {
  it('rounds half up to a whole minor unit without float error', () => {
    expect(percentOf(30000, 85)).toBe(25500);
    expect(percentOf(5, 50)).toBe(3); // 2.5 → 3
    expect(percentOf(999, 85)).toBe(849); // 849.15
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(10, 0.1)).toBe(0); // 0.01
    expect(percentOf(1005, 10)).toBe(101); // 100.5 → 101
  });

  it('clamps percentages to 0..100', () => {
    expect(percentOf(1000, 120)).toBe(1000);
    expect(percentOf(1000, -10)).toBe(0);
  });

  it('rejects non-integer amounts and non-finite percentages', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(10, Number.NaN)).toThrow(RangeError);
  });
});

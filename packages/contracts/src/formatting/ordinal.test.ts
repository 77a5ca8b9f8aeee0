import { describe, expect, it } from 'vitest';
import { ordinal, ordinalFor, ordinalSuffix } from './ordinal';

describe('ordinal (st, nd, rd, th, with 11 to 13 using th)', () => {
  it.each([
    [0, '0th'],
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [95, '95th'],
    [99, '99th'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
    [1000, '1000th'],
    [1002, '1002nd'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it('follows the absolute value of a negative number', () => {
    expect(ordinal(-1)).toBe('-1st');
    expect(ordinal(-12)).toBe('-12th');
  });

  it('gives the suffix alone', () => {
    expect(ordinalSuffix(42)).toBe('nd');
    expect(ordinalSuffix(11)).toBe('th');
  });

  it('refuses numbers that are not integers', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
    expect(() => ordinal(Number.NaN)).toThrow(RangeError);
    expect(() => ordinal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('ordinalFor', () => {
  it('uses the English suffix only in English', () => {
    expect(ordinalFor(22, 'en')).toBe('22nd');
    expect(ordinalFor(113, 'en')).toBe('113th');
  });

  it('uses the ordinal indicator in Portuguese and Spanish', () => {
    expect(ordinalFor(1, 'br')).toBe('1º');
    expect(ordinalFor(95, 'es')).toBe('95º');
  });

  it('shows the bare number in Chinese and Japanese', () => {
    expect(ordinalFor(95, 'cn')).toBe('95');
    expect(ordinalFor(3, 'jp')).toBe('3');
  });

  it('refuses numbers that are not integers in every language', () => {
    for (const language of ['en', 'br', 'cn', 'es', 'jp'] as const) {
      expect(() => ordinalFor(2.5, language)).toThrow(RangeError);
    }
  });
});

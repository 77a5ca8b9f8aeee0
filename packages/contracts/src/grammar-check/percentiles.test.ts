import { describe, expect, it } from 'vitest';
import { calibrationPercentiles, inverseNormal, percentileOf, percentilesOfScores, PERCENTILES } from './percentiles';
import { scoreCategory } from './assessment-score';

describe('percentile lookup', () => {
  const rows = [
    { percentile: 25, minimumScore: 2.5 },
    { percentile: 50, minimumScore: 4.5 },
    { percentile: 95, minimumScore: 7.4 },
  ];

  it('is the highest percentile whose minimum the score reaches', () => {
    expect(percentileOf(4.5, rows)).toBe(50);
    expect(percentileOf(7.3, rows)).toBe(50);
    expect(percentileOf(9.9, rows)).toBe(95);
    expect(percentileOf(2.4, rows)).toBe(0);
    expect(percentileOf(5, [])).toBe(0);
  });
});

describe('percentiles of scores', () => {
  it('give row p the score that is better than p % of the scores', () => {
    const scores = Array.from({ length: 100 }, (_, index) => index / 10);
    const rows = percentilesOfScores(scores);
    expect(rows).toHaveLength(99);
    expect(rows?.find((row) => row.percentile === 1)?.minimumScore).toBe(0.1);
    expect(rows?.find((row) => row.percentile === 95)?.minimumScore).toBe(9.5);
    // A score with 73 of the hundred below it is in the 73rd percentile.
    expect(percentileOf(7.3, rows ?? [])).toBe(73);
  });

  it('never decrease, and need at least two scores', () => {
    const rows = percentilesOfScores([5, 1, 9, 3, 3, 7, 2]) ?? [];
    for (let index = 1; index < rows.length; index++) expect(rows[index]!.minimumScore).toBeGreaterThanOrEqual(rows[index - 1]!.minimumScore);
    expect(percentilesOfScores([5])).toBeNull();
    expect(percentilesOfScores([])).toBeNull();
  });
});

describe('the calibration', () => {
  const rows = calibrationPercentiles();

  it('has a row for every percentile, never decreasing', () => {
    expect(rows.map((row) => row.percentile)).toEqual(PERCENTILES);
    for (let index = 1; index < rows.length; index++) expect(rows[index]!.minimumScore).toBeGreaterThanOrEqual(rows[index - 1]!.minimumScore);
  });

  it('puts the median manuscript at 4.5, the 95th percentile near 7.4, and a fifth in each outer category', () => {
    expect(rows.find((row) => row.percentile === 50)?.minimumScore).toBe(4.5);
    expect(rows.find((row) => row.percentile === 95)?.minimumScore).toBeCloseTo(7.4, 1);
    const exceptional = rows.filter((row) => scoreCategory(row.minimumScore) === 'exceptional').length;
    const poor = rows.filter((row) => scoreCategory(row.minimumScore) === 'poor').length;
    expect(exceptional).toBeGreaterThan(15);
    expect(exceptional).toBeLessThan(27);
    expect(poor).toBeGreaterThan(15);
    expect(poor).toBeLessThan(27);
  });
});

describe('the normal quantile', () => {
  it('matches known values', () => {
    expect(inverseNormal(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 5);
    expect(inverseNormal(0.05)).toBeCloseTo(-1.644854, 5);
    expect(inverseNormal(0.001)).toBeCloseTo(-3.090232, 5);
    expect(() => inverseNormal(1)).toThrow(RangeError);
  });
});

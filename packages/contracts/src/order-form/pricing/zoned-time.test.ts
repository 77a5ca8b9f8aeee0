import { describe, expect, it } from 'vitest';
import { instantOfWallClock, isoDate, nextDate, wallClockAt, weekday } from './zoned-time';

const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});

describe('zoned wall clocks', () => {
  it('reads the local date and time of an instant in a zone', () => {
    const instant = new Date('2026-01-30T20:00:00.250Z');
    expect(wallClockAt(instant, 'Asia/Shanghai')).toEqual({ ...wall(2026, 1, 31, 4), millisecond: 250 });
    expect(wallClockAt(instant, 'America/New_York')).toEqual({ ...wall(2026, 1, 30, 15), millisecond: 250 });
    expect(wallClockAt(new Date('2026-01-01T05:00:00Z'), 'America/New_York').hour).toBe(0);
  });

  it('finds the instant of a wall clock, on both sides of a daylight-saving change', () => {
    expect(instantOfWallClock(wall(2026, 3, 5, 9), 'America/New_York').toISOString()).toBe('2026-03-05T14:00:00.000Z');
    expect(instantOfWallClock(wall(2026, 3, 11, 9), 'America/New_York').toISOString()).toBe('2026-03-11T13:00:00.000Z');
    expect(instantOfWallClock(wall(2026, 7, 1, 9), 'Asia/Shanghai').toISOString()).toBe('2026-07-01T01:00:00.000Z');
  });

  it('moves a wall time skipped by the spring change forward by the gap (02:30 → 03:30 EDT)', () => {
    expect(instantOfWallClock(wall(2026, 3, 8, 2, 30), 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the earlier of a wall time that occurs twice in autumn (01:30 EDT)', () => {
    expect(instantOfWallClock(wall(2026, 11, 1, 1, 30), 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('rejects an unknown zone', () => {
    expect(() => wallClockAt(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('steps calendar dates across month and year ends', () => {
    expect(isoDate(nextDate(wall(2026, 12, 31, 9)))).toBe('2027-01-01');
    expect(isoDate(nextDate(wall(2028, 2, 28, 9)))).toBe('2028-02-29');
    expect(weekday(wall(2026, 11, 5, 0))).toBe(4);
  });
});

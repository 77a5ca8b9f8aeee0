import { describe, expect, it } from 'vitest';
import { nextDailySlot } from './daily-schedule';

describe('the next run of a daily job', () => {
  it("is today's slot while it is ahead, and tomorrow's from the slot on", () => {
    expect(nextDailySlot(new Date('2026-11-26T02:59:59Z'), 3).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(nextDailySlot(new Date('2026-11-26T03:00:00Z'), 3).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextDailySlot(new Date('2026-12-31T23:00:00Z'), 3).toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });
});

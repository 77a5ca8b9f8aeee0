import { describe, expect, it } from 'vitest';
import { deadlineSlots, localDay, localTime, sameTimeOn, timeLeft } from './deadline-rules';

const now = new Date('2026-03-02T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('timeLeft', () => {
  it('shows the two largest units, rounded down', () => {
    expect(timeLeft(at(3 * 1440 + 4 * 60 + 59), now)).toEqual({ overdue: false, units: [{ unit: 'days', count: 3 }, { unit: 'hours', count: 4 }] });
    expect(timeLeft(at(5 * 60 + 30), now)).toEqual({ overdue: false, units: [{ unit: 'hours', count: 5 }, { unit: 'minutes', count: 30 }] });
    expect(timeLeft(at(45), now)).toEqual({ overdue: false, units: [{ unit: 'minutes', count: 45 }] });
  });

  it('leaves out a zero unit in the middle', () => {
    expect(timeLeft(at(2 * 1440 + 10), now).units).toEqual([{ unit: 'days', count: 2 }]);
  });

  it('says how late an overdue order is', () => {
    expect(timeLeft(at(-5 * 60), now)).toEqual({ overdue: true, units: [{ unit: 'hours', count: 5 }] });
    expect(timeLeft(new Date(now.getTime() - 20_000), now)).toEqual({ overdue: true, units: [{ unit: 'minutes', count: 1 }] });
  });

  it('reads 0 minutes at the deadline', () => {
    expect(timeLeft(now, now)).toEqual({ overdue: false, units: [{ unit: 'minutes', count: 0 }] });
  });
});

describe('deadlineSlots', () => {
  it('lists the 48 half hours of an ordinary day in the zone', () => {
    const slots = deadlineSlots('2026-03-02', 'America/New_York');
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual({ value: '2026-03-02T05:00:00.000Z', label: '00:00' });
    expect(slots[1]?.label).toBe('00:30');
    expect(slots[47]).toEqual({ value: '2026-03-03T04:30:00.000Z', label: '23:30' });
  });

  it('has 46 slots when the clocks go forward and 50 when they go back', () => {
    const spring = deadlineSlots('2026-03-08', 'America/New_York');
    expect(spring).toHaveLength(46);
    expect(spring.map((slot) => slot.label)).not.toContain('02:00');
    const autumn = deadlineSlots('2026-11-01', 'America/New_York');
    expect(autumn).toHaveLength(50);
    expect(autumn.filter((slot) => slot.label.startsWith('01:00')).map((slot) => slot.label)).toEqual(['01:00 (GMT-4)', '01:00 (GMT-5)']);
  });

  it('keeps to the 30-minute steps of UTC in a zone with a 45-minute offset', () => {
    const slots = deadlineSlots('2026-03-02', 'Asia/Kathmandu');
    expect(slots[0]?.label).toBe('00:15');
    expect(slots.every((slot) => new Date(slot.value).getTime() % 1_800_000 === 0)).toBe(true);
  });

  it('is empty for a malformed or impossible day', () => {
    expect(deadlineSlots('', 'UTC')).toEqual([]);
    expect(deadlineSlots('2026-02-30', 'UTC')).toEqual([]);
  });
});

describe('local day and time', () => {
  it('reads an instant in the staff member zone', () => {
    expect(localDay(new Date('2026-03-03T03:00:00Z'), 'America/New_York')).toBe('2026-03-02');
    expect(localTime(new Date('2026-03-03T03:00:00Z'), 'America/New_York')).toBe('22:00');
    expect(localTime(new Date('2026-03-03T03:00:00Z'), 'Asia/Shanghai')).toBe('11:00');
  });

  it('keeps the time of day when the day changes', () => {
    expect(sameTimeOn('2026-03-05', '2026-03-02T19:30:00.000Z', 'America/New_York')).toBe('2026-03-05T19:30:00.000Z');
    expect(sameTimeOn('2026-03-08', '2026-03-07T07:00:00.000Z', 'America/New_York')).toBeNull();
    expect(sameTimeOn('2026-03-05', null, 'UTC')).toBeNull();
  });
});

describe('a stored deadline between two steps', () => {
  // Placed orders get a deadline counted from the moment of payment: 14:07:31 in New York.
  const stored = '2026-03-05T19:07:31.000Z';

  it('is listed at its exact time on its own day, between the steps around it', () => {
    const slots = deadlineSlots('2026-03-05', 'America/New_York', stored);
    expect(slots).toHaveLength(49);
    const at = slots.findIndex((slot) => slot.value === stored);
    expect(slots.slice(at - 1, at + 2).map((slot) => slot.label)).toEqual(['14:00', '14:07', '14:30']);
    expect(deadlineSlots('2026-03-06', 'America/New_York', stored)).toHaveLength(48);
    expect(deadlineSlots('2026-03-05', 'America/New_York', '2026-03-05T19:00:00.000Z')).toHaveLength(48);
  });

  it('is the picked time when the workbench opens, so saving it unchanged keeps it', () => {
    expect(sameTimeOn('2026-03-05', stored, 'America/New_York', stored)).toBe(stored);
  });

  it('takes the next step when moved to another day', () => {
    expect(sameTimeOn('2026-03-09', stored, 'America/New_York', stored)).toBe('2026-03-09T18:30:00.000Z');
    expect(sameTimeOn('2026-03-09', '2026-03-06T04:59:00.000Z', 'America/New_York', null)).toBeNull();
  });
});

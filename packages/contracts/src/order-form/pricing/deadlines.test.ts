import { describe, expect, it } from 'vitest';
import { addBusinessDays, deadlinesByTimeline, orderDeadlines, orderTimeline, type BusinessCalendar } from './deadlines';

const NEW_YORK: BusinessCalendar = { holidays: new Set(), timeZone: 'America/New_York' };
const iso = (date: Date): string => date.toISOString();

describe('addBusinessDays (weekends and holidays do not count)', () => {
  it('makes a 4-day order placed on Thursday due on Wednesday, at the same local time', () => {
    // Thursday 5 November 2026, 10:00 in New York (EST).
    const due = addBusinessDays(new Date('2026-11-05T15:00:00Z'), 4, NEW_YORK);
    expect(iso(due)).toBe('2026-11-11T15:00:00.000Z'); // Wednesday 11 November, 10:00
  });

  it('skips holidays', () => {
    const calendar: BusinessCalendar = { ...NEW_YORK, holidays: new Set(['2026-11-26', '2026-11-27']) };
    // Thu 19 Nov + 5: Fri 20, Mon 23, Tue 24, Wed 25, (Thanksgiving Thu 26 and Fri 27 closed) Mon 30.
    expect(iso(addBusinessDays(new Date('2026-11-19T15:00:00Z'), 5, calendar))).toBe('2026-11-30T15:00:00.000Z');
    expect(iso(addBusinessDays(new Date('2026-11-19T15:00:00Z'), 5, NEW_YORK))).toBe('2026-11-26T15:00:00.000Z');
  });

  it('counts an order placed on Saturday from Monday (Saturday + 4 → Friday)', () => {
    // Saturday 7 November 2026, 14:00 in New York.
    expect(iso(addBusinessDays(new Date('2026-11-07T19:00:00Z'), 4, NEW_YORK))).toBe('2026-11-13T19:00:00.000Z');
  });

  it('counts an order placed on a holiday from the next business day', () => {
    const calendar: BusinessCalendar = { ...NEW_YORK, holidays: new Set(['2026-12-24', '2026-12-25']) };
    // Thursday 24 December (closed) → received Monday 28 → + 2 = Wednesday 30.
    expect(iso(addBusinessDays(new Date('2026-12-24T15:00:00Z'), 2, calendar))).toBe('2026-12-30T15:00:00.000Z');
  });

  it('gives the start itself for 0 days on a business day, and the next business day otherwise', () => {
    expect(iso(addBusinessDays(new Date('2026-11-05T15:00:00Z'), 0, NEW_YORK))).toBe('2026-11-05T15:00:00.000Z');
    expect(iso(addBusinessDays(new Date('2026-11-07T19:00:00Z'), 0, NEW_YORK))).toBe('2026-11-09T19:00:00.000Z');
  });

  it('keeps the local time across the spring daylight-saving week in New York', () => {
    // Thursday 5 March 2026 09:00 EST → Wednesday 11 March 09:00 EDT (clocks changed Sunday 8 March).
    expect(iso(addBusinessDays(new Date('2026-03-05T14:00:00Z'), 4, NEW_YORK))).toBe('2026-03-11T13:00:00.000Z');
  });

  it('keeps the local time across the autumn daylight-saving week in New York', () => {
    // Thursday 29 October 2026 09:00 EDT → Wednesday 4 November 09:00 EST (clocks changed Sunday 1 November).
    expect(iso(addBusinessDays(new Date('2026-10-29T13:00:00Z'), 4, NEW_YORK))).toBe('2026-11-04T14:00:00.000Z');
  });

  it("counts days in the company's zone, not in UTC", () => {
    const shanghai: BusinessCalendar = { holidays: new Set(), timeZone: 'Asia/Shanghai' };
    // Friday 30 January 2026 20:00 UTC is already Saturday 04:00 in Shanghai: received Monday 04:00, + 1 → Tuesday.
    expect(iso(addBusinessDays(new Date('2026-01-30T20:00:00Z'), 1, shanghai))).toBe('2026-02-02T20:00:00.000Z');
    // The same instant is still Friday 15:00 in New York: + 1 → Monday.
    expect(iso(addBusinessDays(new Date('2026-01-30T20:00:00Z'), 1, NEW_YORK))).toBe('2026-02-02T20:00:00.000Z');
    // Friday 30 January 09:00 UTC = 17:00 Shanghai: + 1 → Monday 2 February 17:00.
    expect(iso(addBusinessDays(new Date('2026-01-30T09:00:00Z'), 1, shanghai))).toBe('2026-02-02T09:00:00.000Z');
  });

  it('rejects negative or fractional days and a calendar with no business day', () => {
    expect(() => addBusinessDays(new Date(), -1, NEW_YORK)).toThrow(RangeError);
    expect(() => addBusinessDays(new Date(), 1.5, NEW_YORK)).toThrow(RangeError);
    const closed = new Set<string>();
    for (let day = 0; day < 4000; day += 1) closed.add(new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10));
    expect(() => addBusinessDays(new Date('2026-01-05T15:00:00Z'), 1, { ...NEW_YORK, holidays: closed })).toThrow(RangeError);
  });
});

describe('orderTimeline', () => {
  it('runs language services, figures and journal recommendation side by side: the longest counts', () => {
    expect(
      orderTimeline([
        { serviceType: 'editing', timelineBusinessDays: 7 },
        { serviceType: 'translation', timelineBusinessDays: 10 },
        { serviceType: 'figures', timelineBusinessDays: 5 },
        { serviceType: 'journalrec', timelineBusinessDays: 3 },
      ]),
    ).toBe(10);
  });

  it('adds the longest formatting timeline after the edit', () => {
    expect(
      orderTimeline([
        { serviceType: 'editing', timelineBusinessDays: 7 },
        { serviceType: 'formatting', timelineBusinessDays: 2 },
        { serviceType: 'formatting', timelineBusinessDays: 3 },
      ]),
    ).toBe(10);
  });

  it('runs promotion alongside formatting, after the edit', () => {
    expect(
      orderTimeline([
        { serviceType: 'editing', timelineBusinessDays: 7 },
        { serviceType: 'formatting', timelineBusinessDays: 3 },
        { serviceType: 'promotion', timelineBusinessDays: 4 },
      ]),
    ).toBe(11);
    expect(orderTimeline([{ serviceType: 'formatting', timelineBusinessDays: 3 }])).toBe(3);
  });

  it('is 0 for no services', () => {
    expect(orderTimeline([])).toBe(0);
  });
});

describe('orderDeadlines', () => {
  const now = new Date('2026-11-05T15:00:00Z'); // Thursday 10:00 New York
  const nonRushServices = [{ serviceType: 'editing' as const, timelineBusinessDays: 4 }];
  const rushServices = [{ serviceType: 'editing' as const, timelineBusinessDays: 2 }];

  it('gives both deadlines and picks the rush one when rush is on', () => {
    const result = orderDeadlines({ now, calendar: NEW_YORK, nonRushServices, rushServices, rush: true });
    expect(iso(result.nonRushDeadline)).toBe('2026-11-11T15:00:00.000Z');
    expect(iso(result.rushDeadline ?? new Date(0))).toBe('2026-11-09T15:00:00.000Z');
    expect(result.deadline).toEqual(result.rushDeadline);
    expect(result).toMatchObject({ nonRushTimelineBusinessDays: 4, rushTimelineBusinessDays: 2 });
  });

  it('uses the non-rush deadline when rush is off or not offered', () => {
    const off = orderDeadlines({ now, calendar: NEW_YORK, nonRushServices, rushServices, rush: false });
    expect(off.deadline).toEqual(off.nonRushDeadline);
    const notOffered = orderDeadlines({ now, calendar: NEW_YORK, nonRushServices, rushServices: null, rush: true });
    expect(notOffered.rushDeadline).toBeNull();
    expect(notOffered.rushTimelineBusinessDays).toBeNull();
    expect(iso(notOffered.deadline)).toBe('2026-11-11T15:00:00.000Z');
  });
});

describe('deadlinesByTimeline', () => {
  it('keys one deadline by each total timeline', () => {
    const result = deadlinesByTimeline(new Date('2026-11-05T15:00:00Z'), [4, 2, 4], NEW_YORK);
    expect(Object.keys(result)).toEqual(['2', '4']);
    expect(iso(result[4] ?? new Date(0))).toBe('2026-11-11T15:00:00.000Z');
    expect(iso(result[2] ?? new Date(0))).toBe('2026-11-09T15:00:00.000Z');
  });
});

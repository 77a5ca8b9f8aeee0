import { instantOfWallClock, isoDate, nextDate, wallClockAt, weekday, type WallClock } from './zoned-time';

/** The company's working calendar. */
export interface BusinessCalendar {
  /** Closed days as YYYY-MM-DD in the company's zone (national holidays). */
  holidays: ReadonlySet<string>;
  /** The company's IANA zone, e.g. 'America/New_York' or 'Asia/Shanghai'. */
  timeZone: string;
}

/** Where each localization's company works: its business days are counted in this zone. */
const COMPANY_TIME_ZONES: Readonly<Record<string, string>> = { us: 'America/New_York', cn: 'Asia/Shanghai' };

export function companyTimeZone(localization: string): string {
  return COMPANY_TIME_ZONES[localization] ?? 'America/New_York';
}

export type TimelineServiceType = 'editing' | 'translation' | 'formatting' | 'figures' | 'journalrec' | 'promotion';

export interface TimedService {
  serviceType: TimelineServiceType;
  timelineBusinessDays: number;
}

/** Far more business days than any order needs; stops a calendar made only of holidays from looping. */
const MAX_CALENDAR_DAYS = 3660;

function isBusinessDay(date: WallClock, calendar: BusinessCalendar): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !calendar.holidays.has(isoDate(date));
}

function nextBusinessDay(date: WallClock, calendar: BusinessCalendar, includeToday: boolean): WallClock {
  let candidate = includeToday ? date : nextDate(date);
  for (let step = 0; step < MAX_CALENDAR_DAYS; step += 1) {
    if (isBusinessDay(candidate, calendar)) return candidate;
    candidate = nextDate(candidate);
  }
  throw new RangeError('the calendar has no business day within ten years');
}

/**
 * `start` plus `days` business days, counted on calendar dates in the company's zone and keeping the
 * start's wall-clock time there (as is usual for editing services, weekends do not count, so a 4-day order
 * placed on Thursday is due on Wednesday; holidays are closed). A start on a weekend or holiday is treated as received on the
 * next business day at the same wall-clock time and counted from there (Saturday + 4 → Friday), since no
 * one works on the order before then. 0 days gives that (possibly rolled-forward) start.
 *
 * Counting dates rather than adding 24-hour periods keeps the local time right across daylight-saving
 * changes; a wall time that the spring change skips moves forward by the gap.
 */
export function addBusinessDays(start: Date, days: number, calendar: BusinessCalendar): Date {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`business days must be a non-negative integer, got ${days}`);
  }
  let date = nextBusinessDay(wallClockAt(start, calendar.timeZone), calendar, true);
  for (let counted = 0; counted < days; counted += 1) date = nextBusinessDay(date, calendar, false);
  return instantOfWallClock(date, calendar.timeZone);
}

const PARALLEL: ReadonlySet<TimelineServiceType> = new Set(['editing', 'translation', 'figures', 'journalrec']);

function longest(services: readonly TimedService[], inGroup: (service: TimedService) => boolean): number {
  return services.filter(inGroup).reduce((max, service) => Math.max(max, service.timelineBusinessDays), 0);
}

/**
 * Business days an order takes. Our rule:
 * - the language services (editing, translation), figures and journal recommendation work from the
 *   customer's manuscript independently, so they run side by side: the longest of them counts;
 * - formatting needs the edited text, so it starts when that phase ends: the longest formatting timeline
 *   is added;
 * - promotion material is also made from the finished text, so it runs in that second phase alongside
 *   formatting (the second phase lasts as long as the longer of the two).
 * No services → 0.
 */
export function orderTimeline(services: readonly TimedService[]): number {
  const firstPhase = longest(services, (service) => PARALLEL.has(service.serviceType));
  const secondPhase = longest(services, (service) => !PARALLEL.has(service.serviceType));
  return firstPhase + secondPhase;
}

export interface OrderDeadlinesInput {
  now: Date;
  calendar: BusinessCalendar;
  /** The chosen services with their non-rush options. */
  nonRushServices: readonly TimedService[];
  /** The same services with their rush options; null when rush is not offered for the selection. */
  rushServices: readonly TimedService[] | null;
  /** The order's rush flag; ignored when rush is not offered. */
  rush: boolean;
}

export interface OrderDeadlines {
  /** The deadline of what is chosen: the rush one when rush is on and offered, else the non-rush one. */
  deadline: Date;
  nonRushDeadline: Date;
  rushDeadline: Date | null;
  nonRushTimelineBusinessDays: number;
  rushTimelineBusinessDays: number | null;
}

/** The order form's deadline, nonRushDeadline and rushDeadline, counted from `now`. */
export function orderDeadlines(input: OrderDeadlinesInput): OrderDeadlines {
  const nonRushTimelineBusinessDays = orderTimeline(input.nonRushServices);
  const rushTimelineBusinessDays = input.rushServices ? orderTimeline(input.rushServices) : null;
  const nonRushDeadline = addBusinessDays(input.now, nonRushTimelineBusinessDays, input.calendar);
  const rushDeadline = rushTimelineBusinessDays === null ? null : addBusinessDays(input.now, rushTimelineBusinessDays, input.calendar);
  return {
    deadline: input.rush && rushDeadline ? rushDeadline : nonRushDeadline,
    nonRushDeadline,
    rushDeadline,
    nonRushTimelineBusinessDays,
    rushTimelineBusinessDays,
  };
}

/**
 * One deadline per distinct total timeline, keyed by that number of business days — the bundle cards'
 * deadlines.
 */
export function deadlinesByTimeline(now: Date, timelines: readonly number[], calendar: BusinessCalendar): Record<number, Date> {
  const result: Record<number, Date> = {};
  for (const days of timelines) result[days] ??= addBusinessDays(now, days, calendar);
  return result;
}

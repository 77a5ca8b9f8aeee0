import { bcp47, type SiteLanguage } from '../i18n/languages';
import { offsetAt, wallClockAt } from '../order-form/pricing/zoned-time';

/**
 * Dates are stored as UTC instants and shown in the user's time zone (architecture convention 7), with
 * the calendar conventions of the site language's locale (en-US, pt-BR, zh-CN, es-ES, ja-JP).
 * Every function throws RangeError for an invalid Date or an unknown IANA time zone.
 */

export interface DateDisplayOptions {
  /** Add the zone's short name (`GMT-3`, `BRT`, `EST`…). Off by default: the user sees their own zone. */
  showTimeZone?: boolean;
}

export interface DeadlineDisplayOptions extends DateDisplayOptions {
  /** Show the stored instant itself (staff deadline editing, the 30-minute deadline picker). */
  exactTime?: boolean;
  /** Name the zone after the time. On by default for a deadline (see `displayDeadline`). */
  showTimeZone?: boolean;
}

/** A date's time is shown one hour later unless the exact time is requested. */
export const DEADLINE_DISPLAY_OFFSET_MS = 60 * 60 * 1000;

/** The deadline picker moves in 30-minute steps. */
export const DEADLINE_PICKER_STEP_MINUTES = 30;

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
}

// Building an Intl.DateTimeFormat with a time zone is slow in V8 (it loads the zone's rules): one per
// language, zone and option set is kept, so a page of orders does not build dozens of them per request.
const formatCache = new Map<string, Intl.DateTimeFormat>();
const FORMAT_CACHE_LIMIT = 2000;

function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatCache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatCache.size >= FORMAT_CACHE_LIMIT) formatCache.clear();
    formatCache.set(key, formatter);
  }
  return formatter;
}

function format(date: Date, timeZone: string, language: SiteLanguage, options: Intl.DateTimeFormatOptions): string {
  assertValidDate(date);
  return cachedFormat(bcp47(language), { timeZone, ...options }).format(date);
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
/**
 * Hours as the locale's own short time pattern writes them (CLDR: `HH:mm` in pt-BR and zh-CN, `H:mm` in
 * es-ES and ja-JP, `h:mm a` in en-US). Explicit fields are used instead of `timeStyle` because the latter
 * cannot be combined with a time zone name.
 */
const HOUR_OF: Record<SiteLanguage, 'numeric' | '2-digit'> = {
  en: 'numeric',
  br: '2-digit',
  cn: '2-digit',
  es: 'numeric',
  jp: 'numeric',
};

/** The calendar date in the user's zone: `Mar 5, 2025`, `5 de mar. de 2025`, `2025年3月5日`. */
export function formatDate(date: Date, timeZone: string, language: SiteLanguage, options: DateDisplayOptions = {}): string {
  return format(date, timeZone, language, {
    ...DATE_PARTS,
    ...(options.showTimeZone ? { timeZoneName: 'short' } : {}),
  });
}

/** Date and time in the user's zone, exactly as stored: `Mar 5, 2025, 5:00 PM`, `5 de mar. de 2025, 17:00`. */
export function formatDateTime(date: Date, timeZone: string, language: SiteLanguage, options: DateDisplayOptions = {}): string {
  return format(date, timeZone, language, {
    ...DATE_PARTS,
    hour: HOUR_OF[language],
    minute: '2-digit',
    ...(options.showTimeZone ? { timeZoneName: 'short' } : {}),
  });
}

/**
 * A deadline as the researcher sees it: a date's time is shown one hour later unless the exact
 * time is requested. Why: the stored deadline is the moment the work is due from the editor; what the
 * researcher is promised is a "by" time — the files will be delivered by then — and the hour between
 * the two covers delivery (quality check, packaging, e-mail). So an order due at 16:00 reads "by 17:00",
 * and an early delivery never looks late. Screens that edit a deadline (the staff deadline picker, with
 * its 30-minute steps) pass `exactTime` so that what is picked is what is stored.
 *
 * A due time always names its zone, as `Intl` writes the zone's short name in the page's language
 * (`Mar 5, 2025, 5:00 PM EST`, `2025年3月6日 05:00 GMT+8`, `5 de mar. de 2025, 18:00 BRT`): a promise
 * of "17:00" means nothing to a researcher who cannot tell whose 17:00 it is (a visitor's zone is the
 * browser's guess, editors work in the company's, a co-author may read it abroad). Pass
 * `showTimeZone: false` only where the zone is shown beside it.
 */
export function displayDeadline(date: Date, timeZone: string, language: SiteLanguage, options: DeadlineDisplayOptions = {}): string {
  assertValidDate(date);
  const shown = options.exactTime ? date : new Date(date.getTime() + DEADLINE_DISPLAY_OFFSET_MS);
  return formatDateTime(shown, timeZone, language, { showTimeZone: options.showTimeZone ?? true });
}

/** A calendar day in a time zone, as a range of instants that includes both ends. */
export interface DayRange {
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  /** The first instant of the day in the zone (local midnight, or the end of a DST gap at midnight). */
  start: Date;
  /** The last millisecond of the day in the zone: compare with `<=`. */
  end: Date;
}

/** The first instant of a calendar day in a zone. */
function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // The offset can differ on either side of a transition; try both and keep what lands on the day.
  const before = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  const candidates = [before, midnightAsUtc - offsetAt(before, timeZone)];
  const onTheDay = candidates.filter((instant) => {
    const p = wallClockAt(new Date(instant), timeZone);
    return p.year === year && p.month === month && p.day === day;
  });
  const exactMidnight = onTheDay.filter((instant) => {
    const p = wallClockAt(new Date(instant), timeZone);
    return p.hour === 0 && p.minute === 0 && p.second === 0;
  });
  // Midnight exists: the earliest such instant. Midnight skipped by DST (e.g. Brazil before 2019): the
  // day begins when the clocks jump, which is the candidate that lands on the day.
  return Math.min(...(exactMidnight.length > 0 ? exactMidnight : onTheDay));
}

const MONTH_DAY_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Parses an invoice filter date in month/day/year (start and end
 * are inclusive by day) into the whole day in the user's zone, so `from` filters with `>= start` and
 * `to` with `<= end`. One- or two-digit months and days are accepted (`3/5/2025`); the date must exist
 * (`02/30/2025` does not). Returns null for anything else, so a form can show its own message.
 */
export function parseMonthDayYear(text: string, timeZone = 'UTC'): DayRange | null {
  const match = MONTH_DAY_YEAR.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return null;
  }
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const start = startOfDay(year, month, day, timeZone);
  const nextStart = startOfDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    start: new Date(start),
    end: new Date(nextStart - 1),
  };
}

/** The instants an invoice list filter covers; a missing bound is open. */
export interface InstantRange {
  start?: Date;
  end?: Date;
}

/**
 * The inclusive range of the invoice filters From and To, both optional and in
 * month/day/year. Returns null when a given date is malformed or From falls after To.
 */
export function invoiceDateRange(from: string | undefined, to: string | undefined, timeZone = 'UTC'): InstantRange | null {
  const fromDay = from?.trim() ? parseMonthDayYear(from, timeZone) : undefined;
  const toDay = to?.trim() ? parseMonthDayYear(to, timeZone) : undefined;
  if (fromDay === null || toDay === null) return null;
  if (fromDay && toDay && fromDay.start.getTime() > toDay.end.getTime()) return null;
  return {
    ...(fromDay ? { start: fromDay.start } : {}),
    ...(toDay ? { end: toDay.end } : {}),
  };
}

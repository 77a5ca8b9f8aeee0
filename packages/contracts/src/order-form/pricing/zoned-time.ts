/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl, so business days can be counted in
 * the company's zone on the server and in the browser alike. Instants stay UTC `Date`s (architecture
 * convention 7); only the counting happens on local calendar dates.
 */

/** A calendar date plus a wall-clock time in some zone; month is 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // hourCycle h23 so midnight is 00, never 24; constructing it also rejects unknown zones (RangeError).
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows (the check is cached with the zone's formatter). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('invalid date');
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const yearOfEra = Number(parts['year']);
  const year = parts['era'] === 'BC' || parts['era'] === 'B' ? 1 - yearOfEra : yearOfEra;
  return {
    year,
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

/** The wall clock read as if it were UTC, in epoch milliseconds (Date.UTC without its 0–99 year quirk). */
function wallClockAsUtcMs(wall: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return date.getTime();
}

/** Offset of the zone from UTC at an instant, in milliseconds (New York in winter: −5 h). */
export function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallClockAt(new Date(instantMs), timeZone);
  return wallClockAsUtcMs(wall) - instantMs;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant at which the zone's clocks show `wall`. Around daylight-saving changes this resolves like
 * Temporal's 'compatible' disambiguation: a time that occurs twice (autumn) takes the earlier instant, and
 * a time skipped by the spring change (02:30 in New York) moves forward by the gap (03:30).
 */
export function instantOfWallClock(wall: WallClock, timeZone: string): Date {
  const local = wallClockAsUtcMs(wall);
  // Offsets a day either side bracket any single transition near this wall time.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => offsetAt(instant, timeZone) === local - instant)
    .sort((a, b) => a - b);
  const chosen = valid[0] ?? local - before;
  return new Date(chosen);
}

/** The calendar date of a wall clock as YYYY-MM-DD (the holiday key). */
export function isoDate(wall: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  const year = String(Math.abs(wall.year)).padStart(4, '0');
  return `${wall.year < 0 ? '-' : ''}${year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekday(wall: Pick<WallClock, 'year' | 'month' | 'day'>): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return date.getUTCDay();
}

/** The next calendar date (month and year roll over). */
export function nextDate(wall: WallClock): WallClock {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day + 1);
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

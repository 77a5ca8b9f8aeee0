import type { holidays } from '../../schema/reference';

/**
 * Days the service is closed, per localization (as is usual for editing services, turnaround is counted
 * in business days and the service closes on national holidays). Weekends never count, so days of an official
 * break that fall on a weekend are listed only to keep each break whole.
 *
 * United States: the 11 federal holidays, on their observed weekday (a Saturday holiday is
 * observed the Friday before, a Sunday one the Monday after: 2026-07-03, 2027-06-18, 2027-07-05,
 * 2027-12-24 and 2027-12-31 for New Year 2028). Computed from the rules in 5 U.S.C. 6103.
 *
 * China 2026: the State Council's published schedule (Guobanfa, November 2025). Its make-up
 * working Saturdays/Sundays (1-04, 2-14, 2-28, 5-09, 9-20, 10-10) cannot be stored: the table has
 * no "working day" rows, so those days stay non-working — deadlines come out later, never earlier.
 * China 2027: ASSUMPTION — the schedule is published in November of the year before and was not
 * available here; the dates are the lunar/solar dates (Spring Festival 2027-02-07, Qingming 04-05,
 * Dragon Boat 06-09, Mid-Autumn 09-15) with the usual spans. Correct them here when the schedule
 * is published: re-seeding removes seeded dates that are no longer listed (see seed.ts).
 */
type HolidayRow = typeof holidays.$inferInsert;

function span(localization: string, from: string, to: string, name: string): HolidayRow[] {
  const rows: HolidayRow[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    rows.push({ localization, day: new Date(t).toISOString().slice(0, 10), name });
  }
  return rows;
}

const day = (localization: string, date: string, name: string) => span(localization, date, date, name);

const US_FEDERAL: HolidayRow[] = [
  ...day('us', '2026-01-01', "New Year's Day"),
  ...day('us', '2026-01-19', 'Birthday of Martin Luther King, Jr.'),
  ...day('us', '2026-02-16', "Washington's Birthday"),
  ...day('us', '2026-05-25', 'Memorial Day'),
  ...day('us', '2026-06-19', 'Juneteenth National Independence Day'),
  ...day('us', '2026-07-03', 'Independence Day (observed)'),
  ...day('us', '2026-09-07', 'Labor Day'),
  ...day('us', '2026-10-12', 'Columbus Day'),
  ...day('us', '2026-11-11', 'Veterans Day'),
  ...day('us', '2026-11-26', 'Thanksgiving Day'),
  ...day('us', '2026-12-25', 'Christmas Day'),
  ...day('us', '2027-01-01', "New Year's Day"),
  ...day('us', '2027-01-18', 'Birthday of Martin Luther King, Jr.'),
  ...day('us', '2027-02-15', "Washington's Birthday"),
  ...day('us', '2027-05-31', 'Memorial Day'),
  ...day('us', '2027-06-18', 'Juneteenth National Independence Day (observed)'),
  ...day('us', '2027-07-05', 'Independence Day (observed)'),
  ...day('us', '2027-09-06', 'Labor Day'),
  ...day('us', '2027-10-11', 'Columbus Day'),
  ...day('us', '2027-11-11', 'Veterans Day'),
  ...day('us', '2027-11-25', 'Thanksgiving Day'),
  ...day('us', '2027-12-24', 'Christmas Day (observed)'),
  ...day('us', '2027-12-31', "New Year's Day (observed)"),
];

const CHINA: HolidayRow[] = [
  ...span('cn', '2026-01-01', '2026-01-03', "New Year's Day"),
  ...span('cn', '2026-02-15', '2026-02-23', 'Spring Festival'),
  ...span('cn', '2026-04-04', '2026-04-06', 'Qingming Festival'),
  ...span('cn', '2026-05-01', '2026-05-05', 'Labour Day'),
  ...span('cn', '2026-06-19', '2026-06-21', 'Dragon Boat Festival'),
  ...span('cn', '2026-09-25', '2026-09-27', 'Mid-Autumn Festival'),
  ...span('cn', '2026-10-01', '2026-10-07', 'National Day'),
  ...span('cn', '2027-01-01', '2027-01-03', "New Year's Day"),
  ...span('cn', '2027-02-06', '2027-02-12', 'Spring Festival'),
  ...span('cn', '2027-04-03', '2027-04-05', 'Qingming Festival'),
  ...span('cn', '2027-05-01', '2027-05-05', 'Labour Day'),
  ...day('cn', '2027-06-09', 'Dragon Boat Festival'),
  ...day('cn', '2027-09-15', 'Mid-Autumn Festival'),
  ...span('cn', '2027-10-01', '2027-10-07', 'National Day'),
];

export const HOLIDAY_ROWS: HolidayRow[] = [...US_FEDERAL, ...CHINA];

/** The years this file is authoritative for: seeded holidays in them that are no longer listed are removed on re-seed. */
export const HOLIDAY_SEED_YEARS = { from: '2026-01-01', to: '2027-12-31' } as const;

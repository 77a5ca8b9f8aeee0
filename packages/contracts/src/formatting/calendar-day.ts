import { z } from 'zod';

/** A day written `YYYY-MM-DD`, as forms, query strings and paths carry it. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not), from the year 1000 on. */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A field holding a day `YYYY-MM-DD` that exists; anything else is refused with `message` (a message key).
 * The pattern alone would let 2026-02-30 through to the database, which refuses it.
 */
export function calendarDaySchema(message: string) {
  return z.string().regex(ISO_DAY_PATTERN, message).refine(isIsoDay, message);
}

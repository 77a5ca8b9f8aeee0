/**
 * Adds business days to a moment: weekends and the given closed days (YYYY-MM-DD, the
 * localization's holidays) do not count, and the time of day is kept: a 4-day order
 * placed on Thursday is due on Wednesday. Days are calendar days in UTC — close enough for demo
 * data; the order form's deadline rule (in contracts) decides real deadlines.
 */
export function addBusinessDays(start: Date, days: number, closedDays: ReadonlySet<string>): Date {
  const result = new Date(start.getTime());
  let remaining = days;
  while (remaining > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    if (isBusinessDay(result, closedDays)) remaining -= 1;
  }
  return result;
}

export function isBusinessDay(moment: Date, closedDays: ReadonlySet<string>): boolean {
  const weekday = moment.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !closedDays.has(moment.toISOString().slice(0, 10));
}

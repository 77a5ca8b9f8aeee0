import { describe, expect, it } from 'vitest';
import { calendarDaySchema, isIsoDay } from './calendar-day';

describe('a calendar day', () => {
  it('exists: leap days only in leap years, no 31st of a 30-day month, no month 13', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31', '9999-12-31'].every(isIsoDay)).toBe(true);
    expect(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '0999-01-01', '2026-1-1', '02/03/2026'].some(isIsoDay)).toBe(false);
  });

  it('is refused by the schema with the message key given', () => {
    const schema = calendarDaySchema('date-invalid');
    expect(schema.parse('2026-03-01')).toBe('2026-03-01');
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('date-invalid');
    expect(schema.safeParse('tomorrow').error?.issues[0]?.message).toBe('date-invalid');
  });
});

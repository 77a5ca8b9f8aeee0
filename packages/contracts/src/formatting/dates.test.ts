import { describe, expect, it } from 'vitest';
import { DEADLINE_DISPLAY_OFFSET_MS, displayDeadline, formatDate, formatDateTime, invoiceDateRange, parseMonthDayYear } from './dates';

/** ICU separates times with narrow or normal no-break spaces depending on its version. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

// 20:00 UTC on 5 March 2025: 15:00 in New York, 17:00 in São Paulo, 04:00 on the 6th in Shanghai and Tokyo is 05:00.
const instant = new Date('2025-03-05T20:00:00Z');

describe('formatDate', () => {
  it('shows the calendar date of the user’s zone in the language’s locale', () => {
    expect(plain(formatDate(instant, 'America/New_York', 'en'))).toBe('Mar 5, 2025');
    expect(plain(formatDate(instant, 'America/Sao_Paulo', 'br'))).toBe('5 de mar. de 2025');
    expect(plain(formatDate(instant, 'Asia/Shanghai', 'cn'))).toBe('2025年3月6日');
    expect(plain(formatDate(instant, 'Europe/Madrid', 'es'))).toBe('5 mar 2025');
    expect(plain(formatDate(instant, 'Asia/Tokyo', 'jp'))).toBe('2025年3月6日');
  });

  it('can name the time zone', () => {
    expect(plain(formatDate(instant, 'America/New_York', 'en', { showTimeZone: true }))).toBe('Mar 5, 2025, EST');
  });

  it('refuses an invalid date or time zone', () => {
    expect(() => formatDate(new Date('nope'), 'UTC', 'en')).toThrow(RangeError);
    expect(() => formatDate(instant, 'Mars/Olympus_Mons', 'en')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows the stored time in the user’s zone and the locale’s clock', () => {
    expect(plain(formatDateTime(instant, 'America/New_York', 'en'))).toBe('Mar 5, 2025, 3:00 PM');
    expect(plain(formatDateTime(instant, 'America/Sao_Paulo', 'br'))).toBe('5 de mar. de 2025, 17:00');
    expect(plain(formatDateTime(instant, 'Asia/Shanghai', 'cn'))).toBe('2025年3月6日 04:00');
    expect(plain(formatDateTime(instant, 'Europe/Madrid', 'es'))).toBe('5 mar 2025, 21:00');
    expect(plain(formatDateTime(instant, 'Asia/Tokyo', 'jp'))).toBe('2025年3月6日 5:00');
  });

  it('pads the hour where the locale does (pt-BR and zh-CN write 05:00, es-ES and ja-JP 5:00)', () => {
    expect(plain(formatDateTime(instant, 'Asia/Tokyo', 'br'))).toBe('6 de mar. de 2025, 05:00');
    expect(plain(formatDateTime(instant, 'Asia/Tokyo', 'cn'))).toBe('2025年3月6日 05:00');
    expect(plain(formatDateTime(instant, 'Asia/Tokyo', 'es'))).toBe('6 mar 2025, 5:00');
  });

  it('can name the time zone', () => {
    expect(plain(formatDateTime(instant, 'America/Sao_Paulo', 'br', { showTimeZone: true }))).toBe('5 de mar. de 2025, 17:00 BRT');
  });
});

describe('displayDeadline (shown one hour later unless the exact time is requested)', () => {
  it('shows a deadline one hour after the stored instant', () => {
    expect(DEADLINE_DISPLAY_OFFSET_MS).toBe(3_600_000);
    expect(plain(displayDeadline(instant, 'America/New_York', 'en'))).toBe('Mar 5, 2025, 4:00 PM EST');
    expect(plain(displayDeadline(instant, 'America/Sao_Paulo', 'br'))).toBe('5 de mar. de 2025, 18:00 BRT');
    expect(plain(displayDeadline(instant, 'Asia/Shanghai', 'cn'))).toBe('2025年3月6日 GMT+8 05:00');
    expect(plain(displayDeadline(instant, 'Europe/Madrid', 'es'))).toBe('5 mar 2025, 22:00 CET');
    expect(plain(displayDeadline(instant, 'Asia/Tokyo', 'jp'))).toBe('2025年3月6日 6:00 JST');
  });

  it('names the zone of the due time, as the page language writes it', () => {
    expect(plain(displayDeadline(instant, 'Asia/Shanghai', 'en'))).toBe('Mar 6, 2025, 5:00 AM GMT+8');
    expect(plain(displayDeadline(instant, 'America/Sao_Paulo', 'en'))).toBe('Mar 5, 2025, 6:00 PM GMT-3');
    expect(plain(displayDeadline(instant, 'America/New_York', 'jp'))).toBe('2025年3月5日 16:00 GMT-5');
    expect(plain(displayDeadline(instant, 'America/New_York', 'es'))).toBe('5 mar 2025, 16:00 GMT-5');
    // Only where the zone is shown beside it may a caller leave it out
    expect(plain(displayDeadline(instant, 'America/New_York', 'en', { showTimeZone: false }))).toBe('Mar 5, 2025, 4:00 PM');
  });

  it('shows the exact stored time when asked to', () => {
    expect(plain(displayDeadline(instant, 'America/New_York', 'en', { exactTime: true }))).toBe('Mar 5, 2025, 3:00 PM EST');
  });

  it('moves the date too when the extra hour crosses midnight', () => {
    const lateEvening = new Date('2025-03-06T04:30:00Z'); // 23:30 on 5 March in New York
    expect(plain(displayDeadline(lateEvening, 'America/New_York', 'en'))).toBe('Mar 6, 2025, 12:30 AM EST');
    expect(plain(displayDeadline(lateEvening, 'America/New_York', 'en', { exactTime: true }))).toBe('Mar 5, 2025, 11:30 PM EST');
  });

  it('adds one real hour across a daylight-saving change', () => {
    // 01:30 EST on 9 March 2025; clocks jump from 02:00 to 03:00, so one hour later reads 03:30 EDT.
    const beforeJump = new Date('2025-03-09T06:30:00Z');
    expect(plain(displayDeadline(beforeJump, 'America/New_York', 'en'))).toBe('Mar 9, 2025, 3:30 AM EDT');
  });

  it('refuses an invalid date', () => {
    expect(() => displayDeadline(new Date(Number.NaN), 'UTC', 'en')).toThrow(RangeError);
  });
});

describe('parseMonthDayYear (invoice filters)', () => {
  it('covers the whole day in UTC by default, both ends included', () => {
    expect(parseMonthDayYear('03/05/2025')).toEqual({
      date: '2025-03-05',
      start: new Date('2025-03-05T00:00:00.000Z'),
      end: new Date('2025-03-05T23:59:59.999Z'),
    });
  });

  it('covers the whole day in the user’s zone', () => {
    expect(parseMonthDayYear('3/5/2025', 'America/Sao_Paulo')).toEqual({
      date: '2025-03-05',
      start: new Date('2025-03-05T03:00:00.000Z'),
      end: new Date('2025-03-06T02:59:59.999Z'),
    });
    expect(parseMonthDayYear('12/31/2024', 'Asia/Shanghai')).toEqual({
      date: '2024-12-31',
      start: new Date('2024-12-30T16:00:00.000Z'),
      end: new Date('2024-12-31T15:59:59.999Z'),
    });
  });

  it('handles days that are 23 or 25 hours long', () => {
    const springForward = parseMonthDayYear('03/09/2025', 'America/New_York');
    expect(springForward?.start).toEqual(new Date('2025-03-09T05:00:00.000Z'));
    expect(springForward?.end).toEqual(new Date('2025-03-10T03:59:59.999Z'));
    const fallBack = parseMonthDayYear('11/02/2025', 'America/New_York');
    expect(fallBack?.start).toEqual(new Date('2025-11-02T04:00:00.000Z'));
    expect(fallBack?.end).toEqual(new Date('2025-11-03T04:59:59.999Z'));
  });

  it('starts a day whose midnight was skipped when the clocks jumped', () => {
    // Brazil's daylight saving began at midnight on 4 November 2018: the day began at 01:00 (-02:00).
    const day = parseMonthDayYear('11/04/2018', 'America/Sao_Paulo');
    expect(day?.start).toEqual(new Date('2018-11-04T03:00:00.000Z'));
    expect(day?.end).toEqual(new Date('2018-11-05T01:59:59.999Z'));
    // And the day before ends just before the jump.
    expect(parseMonthDayYear('11/03/2018', 'America/Sao_Paulo')?.end).toEqual(new Date('2018-11-04T02:59:59.999Z'));
  });

  it('accepts leap days and surrounding spaces', () => {
    expect(parseMonthDayYear(' 02/29/2024 ')?.date).toBe('2024-02-29');
  });

  it('returns null for anything that is not a real month/day/year date', () => {
    for (const bad of [
      '',
      '2025-03-05',
      '13/01/2025',
      '00/10/2025',
      '02/30/2025',
      '02/29/2025',
      '3/5/25',
      '03/05/2025 10:00',
      'a/b/c',
      '03/32/2025',
      '1/1/0999',
    ]) {
      expect(parseMonthDayYear(bad), bad).toBeNull();
    }
  });
});

describe('invoiceDateRange', () => {
  it('runs from the start of From to the end of To', () => {
    expect(invoiceDateRange('03/01/2025', '03/31/2025', 'Asia/Tokyo')).toEqual({
      start: new Date('2025-02-28T15:00:00.000Z'),
      end: new Date('2025-03-31T14:59:59.999Z'),
    });
  });

  it('includes a single day when From and To are the same', () => {
    expect(invoiceDateRange('03/05/2025', '03/05/2025')).toEqual({
      start: new Date('2025-03-05T00:00:00.000Z'),
      end: new Date('2025-03-05T23:59:59.999Z'),
    });
  });

  it('leaves a missing or blank bound open', () => {
    expect(invoiceDateRange(undefined, '03/05/2025')).toEqual({ end: new Date('2025-03-05T23:59:59.999Z') });
    expect(invoiceDateRange('03/05/2025', '  ')).toEqual({ start: new Date('2025-03-05T00:00:00.000Z') });
    expect(invoiceDateRange(undefined, undefined)).toEqual({});
  });

  it('returns null for a malformed date or a From after To', () => {
    expect(invoiceDateRange('2025-03-05', undefined)).toBeNull();
    expect(invoiceDateRange('03/06/2025', '03/05/2025')).toBeNull();
  });
});

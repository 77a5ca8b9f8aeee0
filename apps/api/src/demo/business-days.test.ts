import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days';

describe('addBusinessDays', () => {
  it('skips the weekend: a 4-day order placed on Thursday is due on Wednesday', () => {
    const thursday = new Date('2026-03-05T15:00:00Z');
    expect(addBusinessDays(thursday, 4, new Set()).toISOString()).toBe('2026-03-11T15:00:00.000Z');
  });

  it('skips holidays of the localization', () => {
    const wednesday = new Date('2026-11-25T15:00:00Z');
    expect(addBusinessDays(wednesday, 1, new Set(['2026-11-26'])).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it('starting on a weekend counts from the next business day', () => {
    const saturday = new Date('2026-03-07T10:00:00Z');
    expect(addBusinessDays(saturday, 1, new Set()).toISOString()).toBe('2026-03-09T10:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { lastValidDay, visibleBenefits } from './rewards-format';

describe('visibleBenefits', () => {
  const rows = [
    { code: 'A', used: false, expired: false },
    { code: 'B', used: true, expired: false },
    { code: 'C', used: false, expired: true },
  ];
  it('hides used and expired codes unless asked for them', () => {
    expect(visibleBenefits(rows, false).map((row) => row.code)).toEqual(['A']);
    expect(visibleBenefits(rows, true).map((row) => row.code)).toEqual(['A', 'B', 'C']);
  });
});

describe('lastValidDay', () => {
  it('is the day before the first moment the code no longer works', () => {
    expect(lastValidDay('2026-12-01T00:00:00.000Z', 'en')).toBe('Nov 30, 2026');
    expect(lastValidDay(null, 'en')).toBe('');
    expect(lastValidDay('not a date', 'en')).toBe('');
  });
});

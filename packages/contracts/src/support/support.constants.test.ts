import { describe, expect, it } from 'vitest';
import { durationParts, isConciergeService, isSupportRequestType, minutesToFirstResponse } from './support.constants';

describe('support rules', () => {
  it('measures the time to first response in whole minutes, and none while unanswered', () => {
    expect(minutesToFirstResponse('2026-11-30T09:00:00Z', null)).toBeNull();
    expect(minutesToFirstResponse('2026-11-30T09:00:00Z', '2026-11-30T09:44:31Z')).toBe(45);
    expect(minutesToFirstResponse('2026-11-30T09:00:00Z', '2026-12-02T12:05:00Z')).toBe(3065);
    // A clock a little behind never shows a negative time.
    expect(minutesToFirstResponse('2026-11-30T09:00:10Z', '2026-11-30T09:00:00Z')).toBe(0);
  });

  it('splits a duration into days, hours and minutes', () => {
    expect(durationParts(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(durationParts(185)).toEqual({ days: 0, hours: 3, minutes: 5 });
    expect(durationParts(3065)).toEqual({ days: 2, hours: 3, minutes: 5 });
  });

  it('knows its kinds and the concierge services, and nothing else', () => {
    expect(isSupportRequestType('proof-of-payment')).toBe(true);
    expect(isSupportRequestType('refund')).toBe(false);
    expect(isConciergeService('video-abstract')).toBe(true);
    expect(isConciergeService('__proto__')).toBe(false);
  });
});

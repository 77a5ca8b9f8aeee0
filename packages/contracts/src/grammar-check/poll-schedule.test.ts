import { describe, expect, it } from 'vitest';
import { ASSESSMENT_POLL_INTERVAL_MS, assessmentPollDelay } from './poll-schedule';

describe('the poll schedule', () => {
  it('asks quickly at first, then every 30 seconds', () => {
    expect([0, 1, 2, 3, 4].map(assessmentPollDelay)).toEqual([1000, 1000, 2000, 3000, 5000]);
    expect(assessmentPollDelay(8)).toBe(ASSESSMENT_POLL_INTERVAL_MS);
    expect(assessmentPollDelay(500)).toBe(30_000);
  });

  it('never waits longer than the 30-second interval, and grows', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => assessmentPollDelay(attempt));
    for (let index = 1; index < delays.length; index++) expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1]!);
    expect(Math.max(...delays)).toBe(30_000);
    expect(assessmentPollDelay(-1)).toBe(1000);
  });
});

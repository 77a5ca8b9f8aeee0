import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, retryDelayMs } from './backoff';

describe('retry backoff', () => {
  it('doubles with every attempt', () => {
    expect(retryDelayMs(1, () => 1)).toBe(2000);
    expect(retryDelayMs(2, () => 1)).toBe(4000);
    expect(retryDelayMs(3, () => 1)).toBe(8000);
  });

  it('keeps at least half of the delay whatever the jitter', () => {
    expect(retryDelayMs(3, () => 0)).toBe(4000);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(4);
      expect(delay).toBeGreaterThanOrEqual(8000);
      expect(delay).toBeLessThanOrEqual(16000);
    }
  });

  it('is capped so a long-failing job is still retried', () => {
    expect(retryDelayMs(40, () => 1)).toBe(MAX_BACKOFF_MS);
    expect(retryDelayMs(1000, () => 1)).toBe(MAX_BACKOFF_MS);
  });
});

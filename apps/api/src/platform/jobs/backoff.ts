/** Longest wait between two attempts, so a job that keeps failing is still retried within the hour. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * Delay before the next attempt after `attempts` failed ones: 2^attempts seconds, capped, with "equal
 * jitter" (half fixed, half random) so jobs that failed together do not all come back at the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts));
  return Math.round(base / 2 + random() * (base / 2));
}

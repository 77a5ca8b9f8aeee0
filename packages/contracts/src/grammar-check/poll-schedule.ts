/**
 * When the grammar-check pages ask again for assessments still processing. A check of a usual manuscript
 * takes a second or two, so the first questions come quickly (1 s, 1 s, 2 s, 3 s, 5 s, 8 s, 13 s, 21 s),
 * then every 30 seconds, the interval the list has always polled at, for as long as anything processes.
 */
export const ASSESSMENT_POLL_INTERVAL_MS = 30_000;
const FIRST_DELAYS_MS = [1000, 1000, 2000, 3000, 5000, 8000, 13_000, 21_000] as const;

/** The wait before question number `attempt` (0 for the first) about an assessment still processing. */
export function assessmentPollDelay(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 0) return FIRST_DELAYS_MS[0];
  return FIRST_DELAYS_MS[attempt] ?? ASSESSMENT_POLL_INTERVAL_MS;
}

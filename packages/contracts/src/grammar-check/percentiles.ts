import { roundScore, scoreOfRate } from './assessment-score';

/**
 * Percentiles of the grammar check: rows of (percentile, minimumScore), percentile 1–99. A score is in the
 * p-th percentile when it is at least row p's minimum score: it is better than about p % of the
 * manuscripts assessed. The rows are never decreasing in both columns.
 */
export interface PercentileRow {
  percentile: number;
  minimumScore: number;
}

export const PERCENTILES = Array.from({ length: 99 }, (_, index) => index + 1);
/** The percentile the report's chart highlights. */
export const HIGHLIGHTED_PERCENTILE = 95;

/** The highest percentile whose minimum the score reaches; 0 below every row (or without rows). */
export function percentileOf(score: number, rows: readonly PercentileRow[]): number {
  let best = 0;
  for (const row of rows) {
    if (score >= row.minimumScore && row.percentile > best) best = row.percentile;
  }
  return best;
}

/**
 * The rows of a set of scores: row p's minimum is the score at position ⌊p/100 × n⌋ of the scores sorted
 * from lowest, so a manuscript with that score is better than p % of them. Null for fewer than two scores.
 */
export function percentilesOfScores(scores: readonly number[]): PercentileRow[] | null {
  const sorted = scores.filter((score) => Number.isFinite(score)).sort((a, b) => a - b);
  if (sorted.length < 2) return null;
  return PERCENTILES.map((percentile) => {
    const index = Math.min(sorted.length - 1, Math.floor((percentile / 100) * sorted.length));
    return { percentile, minimumScore: roundScore(sorted[index] ?? 0) };
  });
}

/**
 * The assumed distribution of manuscripts before an installation has scored enough of its own: the
 * weighted finding rate (assessment-score.ts) of manuscripts submitted by researchers who write in English
 * as a second language is log-normal, with a median of 2.0 weighted findings per 100 words (a score of
 * 4.5) and σ = 0.6 in natural-log units (one manuscript in six under 1.1 per 100 words, one in six over
 * 3.6). This is an ASSUMPTION, not a measurement: it puts about a fifth of manuscripts in "exceptional",
 * a fifth in "poor" and the rest in "average", and the 95th percentile near 7.4. The recurring job replaces
 * it with the installation's own scores once there are enough of them.
 */
export const CALIBRATION = { medianRate: 2.0, sigma: 0.6 } as const;

/**
 * The rows under the calibration: a manuscript better than p % of manuscripts has the rate that p % exceed,
 * the (1 − p/100) quantile of the log-normal, and the score of that rate.
 */
export function calibrationPercentiles(calibration: { medianRate: number; sigma: number } = CALIBRATION): PercentileRow[] {
  return PERCENTILES.map((percentile) => {
    const rate = calibration.medianRate * Math.exp(calibration.sigma * inverseNormal(1 - percentile / 100));
    return { percentile, minimumScore: roundScore(scoreOfRate(rate)) };
  });
}

/**
 * The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9), for
 * 0 < p < 1.
 */
export function inverseNormal(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError('a quantile needs 0 < p < 1');
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const poly = (coefficients: number[], x: number) => coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

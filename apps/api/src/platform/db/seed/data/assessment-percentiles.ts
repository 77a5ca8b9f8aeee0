import { calibrationPercentiles } from '@marginalia/contracts/grammar-check/percentiles';
import type { assessmentPercentiles } from '../../schema/language-assessments';

/**
 * The grammar check's percentile table until the installation has scored enough manuscripts of its own:
 * the calibration of contracts grammar-check/percentiles.ts (an assumed distribution of error rates,
 * documented there). Inserted only where missing: once the recurring job has replaced the rows with the
 * installation's own (source 'installation'), a restart leaves them alone.
 */
export const ASSESSMENT_PERCENTILE_ROWS: (typeof assessmentPercentiles.$inferInsert)[] = calibrationPercentiles().map((row) => ({
  percentile: row.percentile,
  minimumScoreTenths: Math.round(row.minimumScore * 10),
  source: 'calibration',
  sampleSize: 0,
}));

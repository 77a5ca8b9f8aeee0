import type { FastifyBaseLogger } from 'fastify';
import { percentilesOfScores, type PercentileRow } from '@marginalia/contracts/grammar-check/percentiles';
import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import { deleteUnclaimedAssessments, readPercentileRows, recentCompletedScores, replacePercentileRows } from './grammar-check.repository';
import { percentilesOfRows } from './assessment-view';

/**
 * The percentile table: seeded from the calibration (an assumed distribution, contracts
 * grammar-check/percentiles.ts), and recomputed every day from this installation's own completed
 * assessments once there are at least MIN_SAMPLE of them, the latest MAX_SAMPLE at most, so the table
 * follows the manuscripts the portal actually sees.
 */
export const RECOMPUTE_PERCENTILES_JOB = 'grammar-check.recompute-percentiles';
export const RECOMPUTE_PERCENTILES_HOUR_UTC = 4;
export const MIN_SAMPLE = 200;
export const MAX_SAMPLE = 20_000;
/** A visitor's assessment nobody claimed by signing in is deleted after this many days, with its file. */
export const UNCLAIMED_ASSESSMENT_DAYS = 30;
const DELETE_BATCH = 500;

/**
 * The table changes once a day (the recurring job, in any process): each process keeps it for a minute, so
 * the lists and reports that poll do not read 99 rows every time.
 */
const PERCENTILES_KEPT_MS = 60_000;
const kept = new WeakMap<Db, { rows: PercentileRow[]; until: number }>();

export async function currentPercentiles(db: Db, now = Date.now()): Promise<PercentileRow[]> {
  const cached = kept.get(db);
  if (cached && cached.until > now) return cached.rows;
  const rows = percentilesOfRows(await readPercentileRows(db));
  kept.set(db, { rows, until: now + PERCENTILES_KEPT_MS });
  return rows;
}

/** Replaces the table with the installation's own rows when there are enough scores; answers how many were used (0: not enough). */
export async function recomputePercentiles(db: Db, now = new Date()): Promise<number> {
  const scores = await recentCompletedScores(db, MAX_SAMPLE);
  if (scores.length < MIN_SAMPLE) return 0;
  const rows = percentilesOfScores(scores.map((tenths) => tenths / 10));
  if (!rows) return 0;
  kept.delete(db);
  await replacePercentileRows(
    db,
    rows.map((row) => ({ percentile: row.percentile, minimumScoreTenths: Math.round(row.minimumScore * 10) })),
    scores.length,
    now,
  );
  kept.delete(db);
  return scores.length;
}

/** Deletes visitors' assessments older than UNCLAIMED_ASSESSMENT_DAYS, then their files. */
export async function deleteUnclaimed(platform: Platform, now: Date, log: FastifyBaseLogger): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_ASSESSMENT_DAYS * 24 * 3600 * 1000);
  let deleted = 0;
  for (;;) {
    const keys = await deleteUnclaimedAssessments(platform.db, before, DELETE_BATCH);
    await Promise.all(keys.map((key) => platform.storage.delete(key).catch((err: unknown) => log.warn({ err }, 'could not delete an unclaimed assessment file'))));
    deleted += keys.length;
    if (keys.length < DELETE_BATCH) return deleted;
  }
}

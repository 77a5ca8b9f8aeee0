import { prewarmLanguageEngine } from '../../platform/language/language-engine';
import { analysisWorkers } from '../../platform/documents/analysis-workers';
import { scheduleDaily } from '../../platform/jobs/daily-schedule';
import type { Platform } from '../../platform/platform';
import { ASSESS_JOB, runAssessment } from './assessment-job.service';
import { deleteUnclaimed, RECOMPUTE_PERCENTILES_HOUR_UTC, RECOMPUTE_PERCENTILES_JOB, recomputePercentiles } from './percentiles.service';

/** The grammar check's jobs, registered by every process that runs jobs (feature-handlers.ts). */
export function registerGrammarCheckJobs(platform: Platform): void {
  platform.jobs.register<{ assessmentId: number }>(ASSESS_JOB, async (payload, context) => {
    await runAssessment(platform, payload.assessmentId, context);
  });

  platform.jobs.register(RECOMPUTE_PERCENTILES_JOB, async (_payload, context) => {
    // The next day's run is queued first, so a failing run does not end the schedule.
    await scheduleDaily(platform.jobs, RECOMPUTE_PERCENTILES_JOB, RECOMPUTE_PERCENTILES_HOUR_UTC);
    const now = new Date();
    const sample = await recomputePercentiles(platform.db, now);
    const deleted = await deleteUnclaimed(platform, now, context.log);
    context.log.info({ sample, deletedUnclaimed: deleted }, sample > 0 ? 'percentiles recomputed from this installation' : 'percentiles kept: too few assessments yet');
  });
}

/** Queues the daily recomputation (once, whichever process starts first). */
export async function scheduleGrammarCheckJobs(platform: Platform): Promise<void> {
  await scheduleDaily(platform.jobs, RECOMPUTE_PERCENTILES_JOB, RECOMPUTE_PERCENTILES_HOUR_UTC);
}

/**
 * Boots a document reader and the language engine ahead of the first upload in a process that runs jobs,
 * so the first researcher does not wait for them (the check's cold start).
 */
export function prewarmGrammarCheck(): void {
  analysisWorkers.prewarm();
  prewarmLanguageEngine();
}

import type { Platform } from './platform/platform';
import { ANALYSE_DOCUMENT_JOB, runDocumentAnalysis } from './features/order-form/document-details.service';

/**
 * Job handlers that belong to features, registered by the web process and by worker.ts alike (platform
 * jobs such as mail are registered by the platform itself).
 */
export function registerFeatureJobs(platform: Platform): void {
  platform.jobs.register<{ fileId: number }>(ANALYSE_DOCUMENT_JOB, async (payload, context) => {
    await runDocumentAnalysis(platform, payload.fileId, context.signal, context.log);
  });
}

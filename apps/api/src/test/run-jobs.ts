import type { TestApp } from './test-app';

/** Test support: runs the queued jobs as a worker would, until nothing is due. */
export async function runJobs(t: TestApp): Promise<void> {
  while ((await t.app.platform.jobs.runDueJobs()) > 0) {
    // Until nothing is due.
  }
}

import type { JobQueue } from './job-queue';

/** The next run of a daily job at `hourUtc` o'clock: today's if still ahead of `now`, else tomorrow's. */
export function nextDailySlot(now: Date, hourUtc: number): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (slot.getTime() <= now.getTime()) slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/**
 * Queues the next run of a daily job. The slot is part of the job's unique key, so however many processes
 * ask (every web process and worker at start, the job itself when it runs), each day's run is queued once.
 */
export async function scheduleDaily(jobs: JobQueue, type: string, hourUtc: number, now = new Date()): Promise<void> {
  const slot = nextDailySlot(now, hourUtc);
  await jobs.enqueue(type, { slot: slot.toISOString() }, { runAt: slot, uniqueKey: `${type}:${slot.toISOString()}`, maxAttempts: 3 });
}

import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { Platform } from '../platform';
import { appliedMigrations, shippedMigrations } from '../db/migrate';
import { readQueueState } from '../jobs/queue-state';

export type ReadinessCheckName = 'database' | 'migrations' | 'storage' | 'jobs';

export interface ReadinessCheck {
  name: ReadinessCheckName;
  ok: boolean;
  /** What was found, for the operator reading the probe's answer. */
  detail: string;
  ms: number;
}

/** A check that does not answer within this is failed: a probe must answer before the balancer gives up. */
const CHECK_TIMEOUT_MS = 3000;
/** The storage probe writes a file; it is repeated at most this often, so frequent probes cost S3 little. */
const STORAGE_PROBE_EVERY_MS = 15_000;

async function timed(name: ReadinessCheckName, check: () => Promise<{ ok: boolean; detail: string }>): Promise<ReadinessCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ ok: boolean; detail: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }), CHECK_TIMEOUT_MS);
  });
  const outcome = await Promise.race([
    check().catch((error: unknown) => ({ ok: false, detail: error instanceof Error ? error.message : String(error) })),
    timeout,
  ]);
  clearTimeout(timer);
  return { name, ...outcome, ms: Math.round(performance.now() - started) };
}

/**
 * Whether this process should get traffic: the database answers, every migration this code ships is applied
 * (a process of a newer release waits for its migrations; one of an older release sees more applied and is
 * still ready), storage takes a write, and due jobs are being claimed (the oldest has waited no longer than
 * READY_MAX_JOB_WAIT_SECONDS: workers are running). Liveness (/healthz) is the database alone.
 */
export function createReadiness(platform: Platform): () => Promise<ReadinessCheck[]> {
  let storageProbe: { at: number; result: Promise<{ ok: boolean; detail: string }> } | null = null;
  const probeStorage = async () => {
    const key = `readiness/probe-${randomBytes(6).toString('hex')}`;
    const written = await platform.storage.write(key, Readable.from([Buffer.from('ready\n')]));
    await platform.storage.delete(key);
    return { ok: written.size === 6, detail: 'a probe file was written and deleted' };
  };
  return async () => {
    const now = Date.now();
    if (!storageProbe || now - storageProbe.at > STORAGE_PROBE_EVERY_MS)
      storageProbe = {
        at: now,
        result: probeStorage().catch((error: unknown) => ({
          ok: false,
          detail: `cannot write: ${error instanceof Error ? error.message : String(error)}`,
        })),
      };
    const storage = storageProbe.result;
    // A failed probe is tried again at the next request, not 15 s later.
    void storage.then((result) => {
      if (!result.ok) storageProbe = null;
    });
    return Promise.all([
      timed('database', async () => {
        await platform.database.query('select 1');
        return { ok: true, detail: platform.database.dialect === 'postgres' ? 'PostgreSQL answers' : 'embedded PGlite answers' };
      }),
      timed('migrations', async () => {
        const shipped = shippedMigrations();
        const applied = await appliedMigrations(platform.database);
        const ok = applied.count >= shipped.count && applied.latest >= shipped.latest;
        return { ok, detail: `${applied.count} of ${shipped.count} applied` };
      }),
      timed('storage', () => storage),
      timed('jobs', async () => {
        const state = await readQueueState(platform.database);
        const limit = platform.config.readyMaxJobWaitSeconds;
        const ok = state.oldestDueSeconds <= limit;
        return {
          ok,
          detail: ok
            ? `${state.due} due, the oldest waiting ${state.oldestDueSeconds} s`
            : `a due job has waited ${state.oldestDueSeconds} s (over ${limit} s): are the workers running?`,
        };
      }),
    ]);
  };
}

/** Node clamps longer timers to 1 ms, which would time every job out at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`job timed out after ${timeoutMs / 1000}s`);
    this.name = 'JobTimeoutError';
  }
}

/**
 * Runs `work`, failing with JobTimeoutError after `timeoutMs`. A promise cannot be cancelled, so the
 * signal is aborted to ask the work to stop; the worker moves on either way.
 */
export async function runWithTimeout(timeoutMs: number, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        const error = new JobTimeoutError(timeoutMs);
        controller.abort(error);
        reject(error);
      },
      Math.min(timeoutMs, MAX_TIMER_MS),
    );
  });
  try {
    // Promise.resolve().then also turns a synchronous throw into a rejection.
    await Promise.race([Promise.resolve().then(() => work(controller.signal)), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

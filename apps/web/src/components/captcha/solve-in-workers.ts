import type { CaptchaChallenge, CaptchaSolution } from '@marginalia/contracts/captcha/captcha.contract';
import type { CaptchaWork, CaptchaWorkerMessage } from './captcha-protocol';

/** Workers at most: the work splits evenly, and a phone keeps cores for the page. */
const MAX_WORKERS = 4;
/** A browser that has not found the counter by then gives up, and the field offers to try again. */
const SOLVE_TIMEOUT_MS = 90_000;

/** The highest counter the challenge's solution can have (the server sends it as `data.maxCounter`). */
function maxCounterOf(challenge: CaptchaChallenge): number | null {
  const value = challenge.parameters.data?.maxCounter;
  return typeof value === 'number' && value > 0 ? value : null;
}

/**
 * Solves a challenge in Web Workers, each trying every n-th counter, and tells how far it got (0–1, from the
 * counters tried against the highest one possible). Null when every worker gave up, one could not start, or
 * `signal` aborted; the workers are ended in every case.
 */
export function solveInWorkers(challenge: CaptchaChallenge, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<CaptchaSolution | null> {
  const count = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1));
  const maxCounter = maxCounterOf(challenge);
  const tried: number[] = new Array<number>(count).fill(0);
  const workers = Array.from({ length: count }, () => new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module', name: 'captcha' }));

  return new Promise((resolve) => {
    let settled = false;
    let gaveUp = 0;
    const finish = (solution: CaptchaSolution | null) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) worker.terminate();
      signal.removeEventListener('abort', abort);
      resolve(solution);
    };
    const abort = () => finish(null);
    const giveUp = () => {
      gaveUp += 1;
      if (gaveUp === count) finish(null);
    };
    if (signal.aborted) return finish(null);
    signal.addEventListener('abort', abort);

    workers.forEach((worker, index) => {
      worker.onmessage = (event: MessageEvent<CaptchaWorkerMessage>) => {
        const message = event.data;
        if (message.type === 'solved') return finish(message.solution);
        if (message.type === 'gave-up') return giveUp();
        tried[index] = message.tried;
        if (maxCounter) onProgress(Math.min(0.99, tried.reduce((sum, each) => sum + each, 0) / maxCounter));
      };
      // A worker that cannot even start (its script refused or failed to load) counts as giving up.
      worker.onerror = giveUp;
      const work: CaptchaWork = { type: 'work', challenge, start: index, step: count, timeoutMs: SOLVE_TIMEOUT_MS };
      worker.postMessage(work);
    });
  });
}

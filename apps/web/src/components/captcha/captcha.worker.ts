import { solveChallenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { CaptchaWork, CaptchaWorkerMessage } from './captcha-protocol';

/*
 * Solves the captcha's proof of work off the page's thread: altcha-lib's solver with Web Crypto's PBKDF2. Built by
 * Vite into a file of our own origin, so the Content Security Policy (`script-src 'self'`) allows it.
 */

const post = (message: CaptchaWorkerMessage) => self.postMessage(message);
let controller: AbortController | null = null;

self.onmessage = async (event: MessageEvent<CaptchaWork>) => {
  const work = event.data;
  if (work.type === 'abort') {
    controller?.abort();
    return;
  }
  controller = new AbortController();
  let tried = 0;
  let reportedAt = performance.now();
  const counting: DeriveKeyFunction = (parameters, salt, password) => {
    tried += 1;
    const now = performance.now();
    if (now - reportedAt >= 100) {
      reportedAt = now;
      post({ type: 'progress', tried });
    }
    return deriveKey(parameters, salt, password);
  };
  try {
    const solution = await solveChallenge({ challenge: work.challenge, controller, counterStart: work.start, counterStep: work.step, deriveKey: counting, timeout: work.timeoutMs });
    post(solution ? { type: 'solved', solution, tried } : { type: 'gave-up' });
  } catch {
    post({ type: 'gave-up' });
  }
};

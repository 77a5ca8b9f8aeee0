import type { CaptchaChallenge, CaptchaSolution } from '@marginalia/contracts/captcha/captcha.contract';

/**
 * What the page and the captcha workers say to each other. Each worker tries the counters `start`,
 * `start + step`, … of one challenge, so several workers share the work without overlap.
 */
export type CaptchaWork =
  | { type: 'work'; challenge: CaptchaChallenge; start: number; step: number; timeoutMs: number }
  | { type: 'abort' };

export type CaptchaWorkerMessage =
  /** How many counters this worker has tried so far (about ten times a second). */
  | { type: 'progress'; tried: number }
  | { type: 'solved'; solution: CaptchaSolution; tried: number }
  /** Timed out, aborted, or the challenge was not one the solver could work on. */
  | { type: 'gave-up' };

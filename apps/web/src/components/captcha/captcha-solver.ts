import { solveChallenge } from 'altcha-lib/v1';
import { CAPTCHA_CHALLENGE_PATH, type CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';
import { api } from '../../lib/api-client';

/**
 * The browser's side of the portal's proof-of-work captcha (apps/api/src/platform/captcha/README.md): fetch a
 * challenge, find its number, and hand back the solution the form sends as `captcha`.
 */
export async function solveCaptcha(signal: AbortSignal): Promise<string> {
  const challenge = await api.get<CaptchaChallenge>(CAPTCHA_CHALLENGE_PATH, { signal });
  const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const solution = await promise;
    if (!solution) throw new Error('no solution found');
    return encodeSolution(challenge, solution.number);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** The payload a form sends: base64 of the JSON ALTCHA expects. */
export function encodeSolution(challenge: CaptchaChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }));
}

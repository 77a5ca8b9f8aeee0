import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeCaptchaPayload, type CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';

/** Test support: solves a challenge as a browser would (the same library, Node's PBKDF2) and encodes the field. */
export async function solvedPayload(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('the challenge was not solved in 20 s');
  return encodeCaptchaPayload(challenge, solution);
}

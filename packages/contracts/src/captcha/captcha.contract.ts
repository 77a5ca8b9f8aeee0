import { z } from 'zod';

/**
 * The portal's own proof-of-work captcha (ALTCHA): the browser fetches a challenge, finds the number whose
 * SHA-256 with the salt gives the challenge, and sends the solution with the form it protects as a base64
 * string (`captcha`). No third party is asked: it works in China, and nobody is tracked.
 */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

export const captchaChallengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What a form sends: the solution's payload (base64 JSON), at most this long. */
export const CAPTCHA_PAYLOAD_MAX = 2000;
export const captchaPayloadSchema = z.string().max(CAPTCHA_PAYLOAD_MAX);

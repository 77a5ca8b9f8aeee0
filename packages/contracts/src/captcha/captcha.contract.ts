import { z } from 'zod';

/**
 * The portal's own captcha: an ALTCHA proof-of-work challenge (ADR 0020). `GET /api/captcha/challenge` answers a
 * signed challenge; the browser finds the counter that derives the key the challenge's prefix names and sends
 * `encodeCaptchaPayload(challenge, solution)` in the form's `captcha` field; the server checks it once.
 */

/** How long a challenge (and so its solution) is good for; a form fetches a new one before then. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;

/** Bounds of the `captchaDifficulty` setting: a few milliseconds of work up to about a minute on a phone. */
export const CAPTCHA_DIFFICULTY_MIN = 10;
export const CAPTCHA_DIFFICULTY_MAX = 100_000;

/** A payload is about 1,100 characters; anything much longer is not one. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4000;

const hex = z.string().regex(/^[0-9a-f]+$/i).max(1024);

/** ALTCHA's challenge parameters (altcha-lib v2), every one of them signed: none may be dropped or added. */
export const captchaChallengeParametersSchema = z.strictObject({
  algorithm: z.string().max(40),
  nonce: hex,
  salt: hex,
  cost: z.number().int().positive(),
  keyLength: z.number().int().positive().max(64),
  keyPrefix: hex,
  keySignature: hex.optional(),
  memoryCost: z.number().int().positive().optional(),
  parallelism: z.number().int().positive().optional(),
  /** Seconds since the epoch; the server refuses a challenge without it. */
  expiresAt: z.number().int().positive().optional(),
  /** `maxCounter`: the highest counter the solution can have, so the browser can show its progress. */
  data: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).optional(),
});

/** `GET /api/captcha/challenge`: an ALTCHA challenge, as altcha-lib's `createChallenge` makes it and its solver takes it. */
export const captchaChallengeSchema = z.strictObject({
  parameters: captchaChallengeParametersSchema,
  signature: hex,
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaSolutionSchema = z.strictObject({
  counter: z.number().int().nonnegative(),
  derivedKey: hex,
  /** Milliseconds the browser took (informative only). */
  time: z.number().nonnegative().optional(),
});
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;

/** What the `captcha` field carries once decoded: the challenge as it was received, and its solution. */
export const captchaPayloadSchema = z.strictObject({
  challenge: captchaChallengeSchema,
  solution: captchaSolutionSchema,
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

/**
 * The `captcha` field of a form that may require one (registration, password reset request, …): the encoded
 * payload. Optional in the schema; the server requires it from visitors while the `captcha` flag is on.
 */
export const captchaFieldSchema = z.string().min(1).max(CAPTCHA_PAYLOAD_MAX_LENGTH);

/** The field's text: base64 of the payload's JSON, as the ALTCHA widget submits it. */
export function encodeCaptchaPayload(challenge: CaptchaChallenge, solution: CaptchaSolution): string {
  // Hex strings and numbers only: the JSON is ASCII, which btoa encodes as it is.
  return btoa(JSON.stringify({ challenge, solution } satisfies CaptchaPayload));
}

/** The payload of a field, or null when the text is not one (bad base64, bad JSON, missing or extra members). */
export function decodeCaptchaPayload(text: string): CaptchaPayload | null {
  if (text.length > CAPTCHA_PAYLOAD_MAX_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(text));
  } catch {
    return null;
  }
  const parsed = captchaPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

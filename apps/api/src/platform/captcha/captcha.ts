import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_LIFETIME_MS, captchaChallengeSchema, decodeCaptchaPayload, type CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { captchaSecrets, type CaptchaSecrets } from './captcha-key';
import { deleteExpiredCaptchas, spendCaptcha } from './captcha.repository';

/**
 * The portal's proof-of-work captcha (ALTCHA v2, altcha-lib; README.md here, ADR 0020). A challenge names a key
 * the browser must derive: it tries counters from 0 up, each a PBKDF2 derivation, until one gives that key. The
 * server picked the counter, so it knows the key at once and checks a solution with one HMAC.
 */

/** Browsers derive keys with Web Crypto's PBKDF2, which runs natively (much faster there than repeated digests). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter tried: about 0.3 ms in a desktop browser. */
export const CAPTCHA_COST = 1000;

/** Why a payload was refused, or `verified`; routes turn anything else into 400 `captcha-invalid`. */
export type CaptchaVerdict = 'verified' | 'malformed' | 'expired' | 'tampered' | 'wrong-solution' | 'replayed';

/** What the captcha needs of the platform: the key's configuration, and the database that remembers used solutions. */
export interface CaptchaPlatform {
  config: Pick<AppConfig, 'captchaHmacKey' | 'dataDir'>;
  db: Db;
}

// One entry per key source: a process reads (or creates) the data directory's key once.
const secretsBySource = new Map<string, CaptchaSecrets>();

function secretsOf(config: CaptchaPlatform['config']): CaptchaSecrets {
  const source = config.captchaHmacKey === undefined ? `dir:${config.dataDir}` : `env:${config.captchaHmacKey}`;
  let secrets = secretsBySource.get(source);
  if (!secrets) {
    secrets = captchaSecrets(config);
    secretsBySource.set(source, secrets);
  }
  return secrets;
}

/** A new signed challenge whose solution is a counter between half of `difficulty` and all of it. */
export async function createCaptchaChallenge(platform: Pick<CaptchaPlatform, 'config'>, difficulty: number, now = new Date()): Promise<CaptchaChallenge> {
  const secrets = secretsOf(platform.config);
  const maxCounter = Math.max(1, Math.floor(difficulty));
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(Math.ceil(maxCounter / 2), maxCounter + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
    data: { maxCounter },
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
  return captchaChallengeSchema.parse(challenge);
}

/**
 * Checks a `captcha` field: our signature, not expired, the right key, and never used before (in any process: the
 * used ones are stored until they expire). A verified payload is spent by this call, whatever the caller does next.
 */
export async function verifyCaptcha(platform: CaptchaPlatform, payload: string, now = new Date()): Promise<CaptchaVerdict> {
  const decoded = decodeCaptchaPayload(payload);
  if (!decoded) return 'malformed';
  const { challenge, solution } = decoded;
  const { expiresAt } = challenge.parameters;
  // Every challenge of ours expires; one without an expiry was not made here.
  if (expiresAt === undefined) return 'tampered';
  if (expiresAt * 1000 <= now.getTime()) return 'expired';

  const secrets = secretsOf(platform.config);
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secrets.challenge, hmacKeySignatureSecret: secrets.derivedKey });
  } catch {
    // A signed challenge never makes the library throw; whatever does was not ours.
    return 'malformed';
  }
  if (result.expired) return 'expired';
  if (result.invalidSignature) return 'tampered';
  if (!result.verified) return 'wrong-solution';

  if (!(await spendCaptcha(platform.db, challenge.signature, new Date(expiresAt * 1000)))) return 'replayed';
  // Housekeeping on roughly one verification in fifty keeps the table small without a scheduled job.
  if (Math.random() < 0.02) await deleteExpiredCaptchas(platform.db, now);
  return 'verified';
}

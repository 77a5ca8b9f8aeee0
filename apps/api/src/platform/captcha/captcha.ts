import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt, sql } from 'drizzle-orm';
import type { CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';
import type { Db } from '../db/client';
import { captchaSolutions, platformSecrets } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';

/**
 * The proof-of-work captcha (README.md beside this file): challenges are signed with an HMAC key, so issuing
 * one stores nothing; a solution is accepted once, until its challenge expires.
 */

/**
 * The number is drawn below this: a browser tries half of it on average, about a second of SHA-256 on a
 * phone — nothing to a person, a real cost to a script sending thousands of requests.
 */
export const CAPTCHA_MAX_NUMBER = 100_000;
/** A challenge must be solved and sent within this time. */
export const CAPTCHA_LIFETIME_MS = 20 * 60 * 1000;

const SECRET_NAME = 'captcha-hmac-key';

export interface Captcha {
  challenge(now?: Date): Promise<CaptchaChallenge>;
  /**
   * Accepts a solution once: throws AppError(400, 'captcha-invalid') on the `captcha` field when it is missing,
   * malformed, wrong, expired or used before.
   */
  verify(payload: string | null | undefined, now?: Date): Promise<void>;
}

/** The key given in the environment, or the deployment's random one, made by whichever process asks first. */
async function hmacKeyOf(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(platformSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: platformSecrets.value }).from(platformSecrets).where(sql`${platformSecrets.name} = ${SECRET_NAME}`);
  if (!row) throw new Error('the captcha key could not be stored');
  return row.value;
}

export function invalidCaptcha(): AppError {
  return new AppError(400, 'captcha-invalid', {}, { captcha: 'captcha-invalid' });
}

interface SolutionPayload {
  challenge: string;
  salt: string;
}

function decode(payload: string): SolutionPayload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<SolutionPayload>;
    return typeof parsed.challenge === 'string' && typeof parsed.salt === 'string' ? { challenge: parsed.challenge, salt: parsed.salt } : null;
  } catch {
    return null;
  }
}

/** When the challenge stops being accepted, from the `expires` its signed salt carries. */
function expiryOf(salt: string): Date | null {
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return Number.isSafeInteger(expires) && expires > 0 ? new Date(expires * 1000) : null;
}

export function createCaptcha(db: Db, configuredKey: string | undefined): Captcha {
  let key: Promise<string> | null = null;
  const hmacKey = () => {
    key ??= hmacKeyOf(db, configuredKey).catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };

  return {
    async challenge(now = new Date()) {
      const made = await createChallenge({ hmacKey: await hmacKey(), maxnumber: CAPTCHA_MAX_NUMBER, expires: new Date(now.getTime() + CAPTCHA_LIFETIME_MS) });
      return { algorithm: made.algorithm, challenge: made.challenge, maxnumber: made.maxnumber ?? CAPTCHA_MAX_NUMBER, salt: made.salt, signature: made.signature };
    },

    async verify(payload, now = new Date()) {
      if (typeof payload !== 'string' || payload === '' || payload.length > 2000) throw invalidCaptcha();
      const solution = decode(payload);
      const expires = solution ? expiryOf(solution.salt) : null;
      // A challenge without an expiry was not issued here.
      if (!solution || !expires || expires <= now) throw invalidCaptcha();
      if (!(await verifySolution(payload, await hmacKey(), true))) throw invalidCaptcha();
      // Once only: the first to store the challenge wins, a replay finds it stored.
      const stored = await db.insert(captchaSolutions).values({ challenge: solution.challenge, expiresAt: expires }).onConflictDoNothing().returning({ challenge: captchaSolutions.challenge });
      if (stored.length === 0) throw invalidCaptcha();
      // Housekeeping on about one solution in twenty: expired ones can never be replayed.
      if (Math.random() < 0.05) await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
    },
  };
}

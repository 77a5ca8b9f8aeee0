import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest, LoginResponse } from '@marginalia/contracts/auth/auth.contract';
import { normalizeEmail } from '@marginalia/contracts/auth/credentials';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { requestLanguage } from '../../platform/http/request-language';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/security/passwords';
import { attemptsWithin, clearRateLimit, consumeRateLimit, limitReached, recordAttempt } from '../../platform/security/rate-limit';
import { authLimits, clientAddress } from './auth-limits';
import { updatePasswordHash } from './auth.repository';
import { findUserByNormalizedEmail } from './external-login.repository';
import { completeSignIn } from './sign-in.service';

let dummyHash: Promise<string> | null = null;

/**
 * A real argon2id hash of a random password, made once. An unknown e-mail (or an account without a
 * password) is verified against it, so a wrong guess costs the same time whether or not the account exists.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Whether this address may try this account now (README.md, "Rate limits"): not after 10 failures of its own
 * on it, nor after 3 while the account is being guessed from many addresses. Refused: 429.
 */
async function checkLoginThrottle(db: Db, email: string, address: string, now: Date): Promise<void> {
  const pairRule = authLimits.loginAccountAddress(email, address);
  const ownFailures = await attemptsWithin(db, pairRule, now);
  const accountRule = authLimits.loginAccount(email);
  const underAttack = (await attemptsWithin(db, accountRule, now)) >= accountRule.limit;
  const rule = underAttack ? authLimits.loginAccountAddressUnderAttack(email, address) : pairRule;
  if (ownFailures >= rule.limit) throw limitReached(rule);
}

/**
 * Local sign-in. Wrong e-mail, wrong password and an account that has no password all get the same 401.
 * The account's state (closed) is revealed only to someone who knows its password.
 */
export async function login(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, input: LoginRequest): Promise<LoginResponse> {
  const { db } = app.platform;
  const settings = await app.applicationLoader.settings();
  if (!settings.localAuthEnabled) throw new AppError(403, 'local-auth-disabled');

  const now = new Date();
  const email = normalizeEmail(input.email);
  const address = clientAddress(request);
  const pairRule = authLimits.loginAccountAddress(email, address);
  await consumeRateLimit(db, [authLimits.loginAddress(address)], now);
  // The account buckets count failures only, so they are checked here and filled below when the password is wrong.
  await checkLoginThrottle(db, email, address, now);

  const user = await findUserByNormalizedEmail(db, email);
  const storedHash = user?.passwordHash ?? null;
  const matches = await verifyPassword(storedHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !storedHash || !matches) {
    await recordAttempt(db, [pairRule, authLimits.loginAccount(email)], now);
    throw new AppError(401, 'login-form-error-message');
  }
  if (!user.active) throw new AppError(403, 'account-inactive');

  if (needsRehash(storedHash)) await updatePasswordHash(db, user.id, await hashPassword(input.password));
  await clearRateLimit(db, [pairRule.bucket]);
  const signedIn = await completeSignIn(app, request, reply, user);
  return {
    loggedIn: true,
    user: signedIn.user,
    language: isSiteLanguage(user.siteLanguage) ? user.siteLanguage : requestLanguage(request),
    redirectUri: signedIn.redirectUri,
    error: null,
  };
}

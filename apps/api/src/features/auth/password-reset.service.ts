import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '@marginalia/contracts/auth/credentials';
import { isSiteLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { AppError } from '../../platform/errors/app-error';
import { requireVisitorCaptcha } from '../../platform/captcha/captcha-guard';
import { requestLanguage } from '../../platform/http/request-language';
import { hashPassword } from '../../platform/security/passwords';
import { attemptsWithin, consumeRateLimit } from '../../platform/security/rate-limit';
import { endAllSessions, hashToken, newSessionToken } from '../../platform/session/session';
import { authLimits, clientAddress } from './auth-limits';
import { consumeResetToken, deleteUnusedResetTokens, findUserByIdentity, isUsableResetToken, replacePasswordResetToken, updatePasswordHash } from './auth.repository';
import { findUserByNormalizedEmail } from './external-login.repository';

/** How long a reset link works. */
export const PASSWORD_RESET_LINK_MS = 2 * 3600 * 1000;

/** The page of a reset link: `/{lang}/login/reset-password/{hash}/{userIdentity}`. */
export function passwordResetLink(publicUrl: string, language: SiteLanguage, secret: string, userIdentity: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${language}/login/reset-password/${encodeURIComponent(secret)}/${encodeURIComponent(userIdentity)}`;
}

/**
 * Sends a reset link to an active account with this address. The answer never tells whether one exists:
 * unknown and closed addresses get the same 200, and so does an account whose own hourly limit is reached
 * (then nothing is sent, silently). Only the per-address limit answers 429, and a visitor without a good captcha
 * 400 while the `captcha` flag is on.
 */
export async function requestPasswordReset(app: FastifyInstance, request: FastifyRequest, email: string, captcha?: string): Promise<void> {
  const { db, mail, config } = app.platform;
  const now = new Date();
  await requireVisitorCaptcha(app, request, captcha);
  await consumeRateLimit(db, [authLimits.resetRequestAddress(clientAddress(request))], now);

  const normalized = normalizeEmail(email);
  const user = await findUserByNormalizedEmail(db, normalized);
  if (!user || !user.active) return;
  const accountRule = authLimits.resetRequestAccount(normalized);
  if ((await attemptsWithin(db, accountRule, now)) >= accountRule.limit) {
    request.log.warn({ userId: user.id }, 'password reset e-mail not sent: account limit reached');
    return;
  }
  await consumeRateLimit(db, [accountRule], now);

  const secret = newSessionToken();
  const language: SiteLanguage = isSiteLanguage(user.siteLanguage) ? user.siteLanguage : 'en';
  await db.transaction(async (tx) => {
    await replacePasswordResetToken(tx, user.id, hashToken(secret), new Date(now.getTime() + PASSWORD_RESET_LINK_MS));
    // Queued in the same transaction: the e-mail exists only if its link does.
    await mail.send(
      { to: user.email, template: 'password-reset', language, params: { name: user.firstName || user.email, link: passwordResetLink(config.publicUrl, language, secret, user.identity) } },
      { db: tx },
    );
  });
}

/** The language the reset page is shown in: the one the browser chose, else the account's. */
function pageLanguage(request: FastifyRequest, accountLanguage: string): SiteLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  if (isSiteLanguage(query?.language) || isSiteLanguage(request.cookies[LANGUAGE_COOKIE])) return requestLanguage(request);
  return isSiteLanguage(accountLanguage) ? accountLanguage : requestLanguage(request);
}

export interface ResetPasswordInput {
  password: string;
  oneTimeLoginHash: string;
  userIdentity: string;
}

/**
 * Sets a new password from a reset link. The link works once: marking it used is a conditional UPDATE in
 * the same transaction as the new hash and the end of every session of the user (a stolen session dies
 * with the old password). The user is not signed in; they log in with the new password.
 */
export async function resetPassword(app: FastifyInstance, request: FastifyRequest, input: ResetPasswordInput): Promise<{ redirectUri: string }> {
  const { db } = app.platform;
  const now = new Date();
  await consumeRateLimit(db, [authLimits.resetAddress(clientAddress(request))], now);

  const invalid = () => new AppError(400, 'password-reset-link-invalid');
  const user = await findUserByIdentity(db, input.userIdentity);
  const tokenHash = hashToken(input.oneTimeLoginHash);
  if (!user || !user.active || !(await isUsableResetToken(db, user.id, tokenHash, now))) throw invalid();

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, user.id, tokenHash, new Date()))) throw invalid();
    await updatePasswordHash(tx, user.id, passwordHash);
    await deleteUnusedResetTokens(tx, user.id);
    await endAllSessions(tx, user.id);
  });
  return { redirectUri: `/${pageLanguage(request, user.siteLanguage)}/login?passwordReset=1` };
}

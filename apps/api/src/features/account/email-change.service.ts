import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_CHANGE_LINK_LIFETIME_MS, type ConfirmEmailResponse } from '@marginalia/contracts/account/account.contract';
import { normalizeEmail } from '@marginalia/contracts/auth/credentials';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { consumeRateLimit } from '../../platform/security/rate-limit';
import { hashToken, newSessionToken, requireUser } from '../../platform/session/session';
import {
  consumeEmailChangeRequest,
  deleteOtherSessions,
  deleteUnusedEmailChangeRequests,
  isEmailTakenByOther,
  replaceEmailChangeRequest,
  updateUser,
} from './account.repository';
import { fieldError, isUniqueViolation } from './account-validation';
import type { UserRow } from '../../platform/db/schema/users';

const HOUR_MS = 3600 * 1000;

/** Refuses the user's own address (400 email-unchanged) and one another account uses (409 email-already-registered). */
export async function checkNewEmail(db: Db, user: UserRow, newEmail: string): Promise<void> {
  const normalized = normalizeEmail(newEmail);
  if (normalized === user.emailNormalized) throw fieldError(400, 'email-unchanged', 'newEmail');
  if (await isEmailTakenByOther(db, user.id, normalized)) throw fieldError(409, 'email-already-registered', 'newEmail');
}

/**
 * Each request e-mails an address the user typed: a few per hour per account and per address, so the
 * feature cannot be used to flood someone's mailbox.
 */
export async function limitEmailChangeRequests(db: Db, user: UserRow, newEmail: string): Promise<void> {
  await consumeRateLimit(db, [
    { bucket: `account:email-change:${user.id}`, limit: 5, windowMs: HOUR_MS },
    { bucket: `account:email-change-to:${normalizeEmail(newEmail)}`, limit: 5, windowMs: HOUR_MS },
  ]);
}

/**
 * Records the change (only the secret's hash is kept; an earlier pending change is replaced) and queues the
 * confirmation e-mail to the NEW address in the user's language, in the caller's transaction.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  tx: Db,
  user: UserRow,
  newEmail: string,
  language: SiteLanguage,
): Promise<void> {
  const secret = newSessionToken();
  const email = newEmail.trim();
  await replaceEmailChangeRequest(tx, user.id, {
    tokenHash: hashToken(secret),
    newEmail: email,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_LIFETIME_MS),
  });
  const link = `${app.platform.config.publicUrl}/${language}/account/confirm-email/${secret}`;
  const name = `${user.firstName} ${user.lastName}`.trim() || email;
  await app.platform.mail.send({ to: email, template: 'email-change', language, params: { name, email, link } }, { db: tx });
}

/**
 * POST /api/account/confirm-email/{secret}: the signed-in user opens the link sent to the new address.
 * The link is theirs, unused and unexpired, or it is `email-change-link-invalid`; the address may have been
 * taken meanwhile (409). The change signs the account out of every other browser.
 */
export async function confirmEmailChange(app: FastifyInstance, request: FastifyRequest, secret: string): Promise<ConfirmEmailResponse> {
  const { db } = app.platform;
  const user = requireUser(request);
  try {
    return await db.transaction(async (tx) => {
      const change = await consumeEmailChangeRequest(tx, user.id, hashToken(secret));
      if (!change) throw new AppError(400, 'email-change-link-invalid');
      const normalized = normalizeEmail(change.newEmail);
      if (await isEmailTakenByOther(tx, user.id, normalized)) throw new AppError(409, 'email-already-registered');
      await updateUser(tx, user.id, { email: change.newEmail, emailNormalized: normalized, emailVerifiedAt: new Date() });
      await deleteUnusedEmailChangeRequests(tx, user.id);
      await deleteOtherSessions(tx, user.id, request.session.tokenHash);
      return { email: change.newEmail, message: 'email-change-confirmed', messageParams: { email: change.newEmail } };
    });
  } catch (error) {
    // Another account took the address between our check and the update.
    if (isUniqueViolation(error)) throw new AppError(409, 'email-already-registered');
    throw error;
  }
}

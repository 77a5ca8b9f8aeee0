import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account, AccountResponse } from '@marginalia/contracts/account/account.contract';
import { MAX_ADDRESSES_PER_USER } from '@marginalia/contracts/address/address.contract';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { verifyPassword } from '../../platform/security/passwords';
import { clearRateLimit, consumeRateLimit } from '../../platform/security/rate-limit';
import { requireUser } from '../../platform/session/session';
import { addressCountries } from '../../platform/reference/address-countries';
import {
  findLinkedProviders,
  findPendingEmailChange,
  findSelectableCurrencies,
  findUser,
} from './account.repository';
import { fieldError } from './account-validation';
import { listAddresses } from './addresses.repository';
import type { UserRow } from '../../platform/db/schema/users';

export { addressCountries };

/** The signed-in user, or 404 when `identity` is someone else's (never telling whether it exists). */
export function requireOwnIdentity(request: FastifyRequest, identity: string): UserRow {
  const user = requireUser(request);
  if (user.identity !== identity) throw new AppError(404, 'not-found');
  return user;
}

export async function describeAccount(db: Db, user: UserRow): Promise<Account> {
  const [linkedProviders, pending] = await Promise.all([findLinkedProviders(db, user.id), findPendingEmailChange(db, user.id)]);
  return {
    identity: user.identity,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    institution: user.institution,
    countryId: user.countryId,
    foundUs: user.foundUs,
    siteLanguage: isSiteLanguage(user.siteLanguage) ? user.siteLanguage : 'en',
    timeZone: user.timeZone,
    currency: user.currency,
    dataProtectionConsent: user.dataProtectionConsentAt !== null,
    hasPassword: user.passwordHash !== null,
    linkedProviders,
    pendingEmail: pending?.newEmail ?? null,
  };
}

/** The account as stored now (after a change). */
export async function reloadAccount(db: Db, userId: number): Promise<{ user: UserRow; account: Account }> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError(404, 'not-found');
  return { user, account: await describeAccount(db, user) };
}

/** GET /api/account. */
export async function getAccount(app: FastifyInstance, request: FastifyRequest): Promise<AccountResponse> {
  const { db } = app.platform;
  const user = requireUser(request);
  const [account, settings, countries, currencies, addresses] = await Promise.all([
    describeAccount(db, user),
    app.applicationLoader.settings(),
    addressCountries(db),
    findSelectableCurrencies(db),
    listAddresses(db, user.id),
  ]);
  return { account, foundUsOptions: settings.foundUsOptions, countries, currencies, addresses, maxAddresses: MAX_ADDRESSES_PER_USER };
}

/** Wrong current passwords count toward a limit, so a borrowed session cannot guess the password. */
const CURRENT_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Confirms the user's current password before a sensitive change. Accounts without a password (made
 * through another sign-in provider) have nothing to confirm.
 */
export async function confirmCurrentPassword(db: Db, user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (user.passwordHash === null) return;
  if (!currentPassword) throw fieldError(400, 'password-required', 'currentPassword');
  const bucket = `account:password:${user.id}`;
  await consumeRateLimit(db, [{ bucket, ...CURRENT_PASSWORD_LIMIT }]);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw fieldError(400, 'current-password-incorrect', 'currentPassword');
  await clearRateLimit(db, [bucket]);
}

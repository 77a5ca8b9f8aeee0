import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountDetailsSchema,
  ACCOUNT_DETAIL_FIELDS,
  type AccountDetailsInput,
  type UpdateDetailsRequest,
  type UpdateDetailsResponse,
} from '@marginalia/contracts/account/account.contract';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { hashPassword } from '../../platform/security/passwords';
import { endAllSessions, endSession } from '../../platform/session/session';
import { deleteOtherSessions, findSelectableCurrencies, updateUser, type UserChanges } from './account.repository';
import { addressCountries, confirmCurrentPassword, reloadAccount, requireOwnIdentity } from './account.service';
import { parseOrThrow } from './account-validation';
import { checkErasable, requestErasure } from './account-erasure.service';
import { checkNewEmail, limitEmailChangeRequests, requestEmailChange } from './email-change.service';
import type { UserRow } from '../../platform/db/schema/users';

const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** 'utc' → 'UTC', 'asia/tokyo' → 'Asia/Tokyo': the runtime's own spelling. */
function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/**
 * The detail fields the request gives, merged into the stored ones and checked as a whole with the
 * settings' rules (institution mandatory, found-us options, selectable currencies, known countries).
 */
async function detailChanges(app: FastifyInstance, user: UserRow, body: UpdateDetailsRequest): Promise<UserChanges> {
  const given = ACCOUNT_DETAIL_FIELDS.filter((key) => body[key] !== undefined);
  if (given.length === 0) return {};
  const { db } = app.platform;
  const [settings, currencies, countries] = await Promise.all([
    app.applicationLoader.settings(),
    findSelectableCurrencies(db),
    addressCountries(db),
  ]);
  const stored: AccountDetailsInput = {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    institution: user.institution,
    countryId: user.countryId,
    foundUs: user.foundUs,
    timeZone: user.timeZone,
    currency: user.currency,
    siteLanguage: isSiteLanguage(user.siteLanguage) ? user.siteLanguage : 'en',
  };
  const merged: AccountDetailsInput = { ...stored, ...Object.fromEntries(given.map((key) => [key, body[key]])) };
  const rules = {
    institutionInfoMandatory: settings.institutionInfoMandatory,
    foundUsOptionIds: settings.foundUsOptions.map((option) => option.id),
    currencyCodes: currencies.map((currency) => currency.isoCode),
    countryIds: countries.map((country) => country.id),
  };
  const valid = parseOrThrow(accountDetailsSchema(rules), merged);
  return {
    firstName: valid.firstName,
    lastName: valid.lastName,
    phone: orNull(valid.phone),
    institution: orNull(valid.institution),
    countryId: valid.countryId,
    foundUs: orNull(valid.foundUs),
    timeZone: canonicalTimeZone(valid.timeZone),
    currency: orNull(valid.currency),
    siteLanguage: valid.siteLanguage,
    ...(valid.dataProtectionConsent === true && user.dataProtectionConsentAt === null ? { dataProtectionConsentAt: new Date() } : {}),
  };
}

/**
 * Closes the account: inactive from now on, every session ended, this browser's cookie cleared. With
 * `deleteData` the personal data is erased too (account-erasure.service.ts), queued in the same transaction.
 */
async function closeAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  currentPassword: string | undefined,
  deleteData: boolean,
) {
  const { db } = app.platform;
  await confirmCurrentPassword(db, user, currentPassword);
  if (deleteData) await checkErasable(db, user.id);
  const now = new Date();
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { active: false, deactivatedAt: now });
    await endAllSessions(tx, user.id);
    if (deleteData) await requestErasure(app.platform, tx, user.id, now);
  });
  await endSession(db, request, reply);
  const { account } = await reloadAccount(db, user.id);
  return { active: false, account, message: deleteData ? 'account-deletion-requested' : 'account-closed', messageParams: {} } satisfies UpdateDetailsResponse;
}

/**
 * PUT /api/account/{id}/update-details: personal details, a new password, a new e-mail address (confirmed
 * by a link), or closing the account. Everything is checked before anything is written, then written in
 * one transaction.
 */
export async function updateDetails(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: string,
  body: UpdateDetailsRequest,
): Promise<UpdateDetailsResponse> {
  const { db } = app.platform;
  const user = requireOwnIdentity(request, identity);
  if (body.closeAccount === true) return closeAccount(app, request, reply, user, body.currentPassword, body.deleteData === true);

  const changes = await detailChanges(app, user, body);
  const { newPassword, newEmail } = body;
  if (newEmail !== undefined) await checkNewEmail(db, user, newEmail);
  if (newPassword !== undefined || newEmail !== undefined) await confirmCurrentPassword(db, user, body.currentPassword);
  if (newEmail !== undefined) await limitEmailChangeRequests(db, user, newEmail);
  if (newPassword !== undefined) changes.passwordHash = await hashPassword(newPassword);
  const language: SiteLanguage =
    changes.siteLanguage && isSiteLanguage(changes.siteLanguage)
      ? changes.siteLanguage
      : isSiteLanguage(user.siteLanguage)
        ? user.siteLanguage
        : 'en';

  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await updateUser(tx, user.id, changes);
    // A new password signs every other browser out (one that knew the old password may be an intruder).
    if (newPassword !== undefined) await deleteOtherSessions(tx, user.id, request.session.tokenHash);
    if (newEmail !== undefined) await requestEmailChange(app, tx, { ...user, ...changes }, newEmail, language);
  });

  const { account } = await reloadAccount(db, user.id);
  if (newEmail !== undefined)
    return { active: true, account, message: 'email-change-requested', messageParams: { email: newEmail.trim() } };
  if (newPassword !== undefined) return { active: true, account, message: 'password-changed', messageParams: {} };
  return { active: true, account, message: 'account-updated', messageParams: {} };
}

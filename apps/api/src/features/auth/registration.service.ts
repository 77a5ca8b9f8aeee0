import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registrationSchema, type RegisterResponse, type RegistrationFields, type RegistrationRules } from '@marginalia/contracts/auth/auth.contract';
import { newPasswordSchema, normalizeEmail } from '@marginalia/contracts/auth/credentials';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import type { Db } from '../../platform/db/client';
import { randomReferralCode, randomUserIdentity } from '../../platform/ids/random-ids';
import { AppError } from '../../platform/errors/app-error';
import { requestLanguage } from '../../platform/http/request-language';
import { hashPassword } from '../../platform/security/passwords';
import { consumeRateLimit } from '../../platform/security/rate-limit';
import { requireVisitorCaptcha } from '../../platform/captcha/captcha-guard';

import { authLimits, clientAddress } from './auth-limits';
import { findCountry, insertUser, markEmailVerified, recordAnalyticsEvent } from './auth.repository';
import { consumePendingExternalLogin, findUserByNormalizedEmail, linkExternalIdentity, type ExternalProfile } from './external-login.repository';
import { completeSignIn } from './sign-in.service';
import { attributeReferral } from '../referrals/referrals.public';
import { visitorTokenHash } from '../../platform/session/visitor';
import type { UserRow } from '../../platform/db/schema/users';

export const SIGNUP_COMPLETE_EVENT = 'signup-complete';

export function registrationRules(settings: Settings): RegistrationRules {
  return {
    institutionInfoMandatory: settings.institutionInfoMandatory,
    enforcesDataProtection: settings.enforcesDataProtection,
    foundUsOptionIds: settings.foundUsOptions.map((option) => option.id),
  };
}

/** Applies the settings-dependent rules of the contract; field errors as the form shows them. */
export function validateRegistration(input: RegistrationFields, rules: RegistrationRules): RegistrationFields {
  const parsed = registrationSchema(rules).safeParse(input);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  // With another provider's sign-in the password is optional, but one that is given must still be a good one.
  if (input.externalLoginToken && input.password !== '' && !newPasswordSchema.safeParse(input.password).success) {
    fields.password ??= 'password-too-short';
  }
  if (!parsed.success || Object.keys(fields).length > 0) throw new AppError(400, 'validation-error', {}, fields);
  return parsed.data;
}

/** The browser's IANA zone in its canonical spelling, or UTC when it sent none or one we do not know. */
export function validTimeZone(value: string | undefined): string {
  if (!value) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** A unique-index violation on the e-mail, however deep the driver wrapped it. */
function isEmailTaken(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint !== 'string' || constraint.includes('email');
    current = cause;
  }
  return false;
}

const emailTaken = () => new AppError(409, 'email-already-registered', {}, { email: 'email-already-registered' });

interface CreateAccount {
  input: RegistrationFields;
  language: SiteLanguage;
  passwordHash: string | null;
  country: NonNullable<Awaited<ReturnType<typeof findCountry>>>;
  /** The browser's visitor token: the referral it arrived through ties the new account to its referrer. */
  visitorTokenHash: string | null;
  referralAmountUsd: number;
}

/** Everything of a new account in one transaction: the user, a provider link, the analytics event. */
async function createAccount(db: Db, { input, language, passwordHash, country, visitorTokenHash, referralAmountUsd }: CreateAccount): Promise<UserRow> {
  const now = new Date();
  const emailNormalized = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    let profile: ExternalProfile | null = null;
    if (input.externalLoginToken) {
      profile = await consumePendingExternalLogin(tx, input.externalLoginToken, now);
      if (!profile) throw new AppError(400, 'external-login-expired');
    }
    if (await findUserByNormalizedEmail(tx, emailNormalized)) throw emailTaken();
    let user = await insertUser(tx, {
      identity: randomUserIdentity(),
      email: input.email.trim(),
      emailNormalized,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash,
      countryId: country.id,
      currency: country.defaultCurrency,
      siteLanguage: language,
      localization: country.localization,
      timeZone: validTimeZone(input.timeZone),
      institution: input.institution?.trim() || null,
      foundUs: input.foundUs || null,
      dataProtectionConsentAt: input.dataProtectionConsent === true ? now : null,
      referralCode: randomReferralCode(),
    });
    if (profile) {
      await linkExternalIdentity(tx, user.id, profile);
      // The provider vouched for this address: the same one need not be confirmed again.
      if (profile.emailVerified && profile.email && normalizeEmail(profile.email) === emailNormalized) {
        user = await markEmailVerified(tx, user.id, now);
      }
    }
    await attributeReferral(tx, { user, visitorTokenHash, referralAmountUsd, now });
    await recordAnalyticsEvent(tx, SIGNUP_COMPLETE_EVENT, user.id, {
      method: profile ? profile.provider : 'password',
      language,
      country: country.iso2,
    });
    return user;
  });
}

/**
 * Registration: validate against the settings, check the captcha (visitors, flag `captcha`), create the account, sign the user in and
 * send the welcome e-mail. A failure to queue the e-mail is logged and does not undo the account.
 */
export async function register(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: RegistrationFields): Promise<RegisterResponse> {
  const { db, mail } = app.platform;
  const settings = await app.applicationLoader.settings();
  const input = validateRegistration(body, registrationRules(settings));
  // After the fields are valid, so a form sent back for a field error does not use up its captcha.
  await requireVisitorCaptcha(app, request, body.captcha);
  await consumeRateLimit(db, [authLimits.registerAddress(clientAddress(request))]);

  const country = await findCountry(db, input.countryId);
  if (!country) throw new AppError(400, 'validation-error', {}, { countryId: 'country-required' });
  if (await findUserByNormalizedEmail(db, normalizeEmail(input.email))) throw emailTaken();

  const language = requestLanguage(request);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let user: UserRow;
  try {
    user = await createAccount(db, { input, language, passwordHash, country, visitorTokenHash: visitorTokenHash(request), referralAmountUsd: settings.referralAmount });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets the same 409.
    if (isEmailTaken(error)) throw emailTaken();
    throw error;
  }

  const signedIn = await completeSignIn(app, request, reply, user);
  try {
    await mail.send({ to: user.email, template: 'welcome', language, params: { name: user.firstName } });
  } catch (error) {
    request.log.error({ err: error, userId: user.id }, 'welcome e-mail not queued');
  }
  return { userDetails: signedIn.user, redirectUri: signedIn.redirectUri, error: null };
}

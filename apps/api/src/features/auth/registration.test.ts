import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { registerResponseSchema } from '@marginalia/contracts/auth/auth.contract';
import { analyticsEvents, externalIdentities, users } from '../../platform/db/schema/all-tables';
import { verifyPassword } from '../../platform/security/passwords';
import { useTestApp } from '../../test/use-test-app';
// Tests arrange settings the way staff change them; there is no staff API yet to go through.
import { changeSetting } from '../app-config/app-config.public';
import { createPendingExternalLogin } from './external-login.repository';
import { validTimeZone } from './registration.service';
import { browser, isSignedIn, mailsTo, post, sessionCookieOf } from './test-support';

const UNITED_STATES = 237;
const CHINA = 46;

const t = useTestApp();

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace-${counter}-${Date.now()}@example.test`,
    password: 'a long enough password',
    countryId: UNITED_STATES,
    foundUs: 'colleague',
    institution: 'Yale University',
    dataProtectionConsent: true,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

const register = (payload: unknown, headers: Record<string, string> = browser()) => post(t.app, '/api/auth/register', payload, headers);

async function storedUser(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()));
  return row;
}

async function registrationFailure(payload: unknown, field: string) {
  const res = await register(payload);
  expect(res.statusCode).toBe(400);
  return res.json().error.fields[field] as { error: string; message: string };
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in, records signup-complete and sends the welcome e-mail in the visitor\'s language', async () => {
    const headers = browser();
    const input = form({ email: `Grace.${Date.now()}@Example.test`, timeZone: 'Asia/Tokyo' });
    const res = await register(input, { ...headers, cookie: `${headers.cookie}; mg_lang=jp` });
    expect(res.statusCode).toBe(200);
    const body = registerResponseSchema.parse(res.json());
    expect(body.error).toBeNull();
    expect(body.redirectUri).toBeNull();
    // A Japanese page writes the family name first.
    expect(body.userDetails).toMatchObject({ loggedIn: true, email: input.email, fullName: 'Hopper Grace', siteLanguage: 'jp', localization: 'us', timeZone: 'Asia/Tokyo' });
    expect(body.userDetails.currency.isoCode).toBe('USD');

    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBeNull();
    expect(res.cookies.find((each) => each.name === 'mg_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await isSignedIn(t.app, cookie as string)).toBe(true);

    const user = await storedUser(input.email);
    expect(user).toMatchObject({ email: input.email, siteLanguage: 'jp', countryId: UNITED_STATES, currency: 'USD', foundUs: 'colleague', institution: 'Yale University', role: 'researcher', active: true, emailVerifiedAt: null });
    expect(user?.passwordHash).not.toBe(input.password);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash, input.password)).toBe(true);
    expect(user?.dataProtectionConsentAt).toBeInstanceOf(Date);
    expect(user?.identity.length).toBeGreaterThanOrEqual(20);
    expect(user?.referralCode).toMatch(/^[0-9A-Z]{10}$/);

    const events = await t.database.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.name, 'signup-complete'), eq(analyticsEvents.userId, user?.id ?? 0)));
    expect(events).toHaveLength(1);
    expect(events[0]?.properties).toEqual({ method: 'password', language: 'jp', country: 'US' });

    const [welcome] = await mailsTo(t.app, input.email);
    expect(welcome).toMatchObject({ template: 'welcome', language: 'jp', subject: 'Marginalia へようこそ' });
    expect(welcome?.text).toContain('Grace 様');
  });

  it('takes the localization and currency from the country, and falls back to UTC for an unknown time zone', async () => {
    const input = form({ countryId: CHINA, timeZone: 'Mars/Olympus_Mons' });
    expect((await register(input)).statusCode).toBe(200);
    expect(await storedUser(input.email)).toMatchObject({ localization: 'cn', currency: 'CNY', timeZone: 'UTC', siteLanguage: 'en' });
    expect(validTimeZone('asia/shanghai')).toBe('Asia/Shanghai');
    expect(validTimeZone(undefined)).toBe('UTC');
  });

  it('refuses an address that is already registered, whatever its case', async () => {
    const input = form();
    expect((await register(input)).statusCode).toBe(200);
    const again = await register(form({ email: input.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ error: 'email-already-registered', fields: { email: { error: 'email-already-registered' } } });
  });

  it('creates one account when the same address registers twice at once', async () => {
    const input = form();
    const answers = await Promise.all([register(input), register({ ...input, firstName: 'Twin' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.emailNormalized, input.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('validates every field with the message keys of the form', async () => {
    expect(await registrationFailure(form({ email: 'not-an-email' }), 'email')).toMatchObject({ error: 'emailAddressInvalidFormat' });
    expect(await registrationFailure(form({ firstName: '   ' }), 'firstName')).toMatchObject({ error: 'first-name-required' });
    expect(await registrationFailure(form({ lastName: 'x'.repeat(51) }), 'lastName')).toMatchObject({ error: 'field-too-long' });
    expect(await registrationFailure(form({ countryId: undefined }), 'countryId')).toMatchObject({ error: 'country-required' });
    expect(await registrationFailure(form({ countryId: 9999 }), 'countryId')).toMatchObject({ error: 'country-required' });
    expect(await registrationFailure(form({ foundUs: 'a-guess' }), 'foundUs')).toMatchObject({ error: 'found-us-required' });
    expect(await registrationFailure(form({ dataProtectionConsent: undefined }), 'dataProtectionConsent')).toMatchObject({
      error: 'data-protection-consent-required',
    });
  });

  it('says how long a password must be', async () => {
    const field = await registrationFailure(form({ password: 'short' }), 'password');
    expect(field.error).toBe('password-too-short');
    expect(field.message).toContain('8');
    expect(field.message).toContain('128');
    expect((await registrationFailure(form({ password: 'x'.repeat(129) }), 'password')).error).toBe('password-too-short');
  });

  it('answers validation errors in the language of the request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register?language=cn', payload: form({ password: 'short' }), headers: browser() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('asks for the institution while the setting requires it', async () => {
    await changeSetting(t.database.db, 'institutionInfoMandatory', true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      expect(await registrationFailure(form({ institution: '  ' }), 'institution')).toMatchObject({ error: 'institution-required' });
      expect((await register(form({ institution: 'MIT' }))).statusCode).toBe(200);
    } finally {
      await changeSetting(t.database.db, 'institutionInfoMandatory', false);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  });

  it('refuses a request without the CSRF header', async () => {
    const { 'x-csrf-token': _token, ...headers } = browser();
    const input = form();
    const res = await register(input, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('csrf-invalid');
    expect(await storedUser(input.email)).toBeUndefined();
  });

  it('allows 10 registrations an hour from one address', async () => {
    const headers = browser();
    for (let attempt = 0; attempt < 10; attempt++) expect((await register(form(), headers)).statusCode).toBe(200);
    const blocked = await register(form(), headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ error: 'too-many-attempts', params: { minutes: 60 } });
  });

  it('keeps the account when the welcome e-mail cannot be queued', async () => {
    const send = vi.spyOn(t.app.platform.mail, 'send').mockRejectedValueOnce(new Error('queue down'));
    try {
      const input = form();
      expect((await register(input)).statusCode).toBe(200);
      expect(await storedUser(input.email)).toBeDefined();
    } finally {
      send.mockRestore();
    }
  });
});

describe('registration after a sign-in at another provider', () => {
  const profile = (email: string, emailVerified = true) => ({ provider: 'orcid', subject: `0000-0002-${Date.now()}-${counter++}`, email, emailVerified, firstName: 'Grace', lastName: 'Hopper' });

  it('links the provider account, needs no password and trusts the provider\'s verified address', async () => {
    const input = form({ password: '' });
    const pending = profile(input.email);
    const token = await createPendingExternalLogin(t.database.db, pending);
    const res = await register({ ...input, externalLoginToken: token });
    expect(res.statusCode).toBe(200);
    const user = await storedUser(input.email);
    expect(user?.passwordHash).toBeNull();
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const links = await t.database.db.select().from(externalIdentities).where(eq(externalIdentities.userId, user?.id ?? 0));
    expect(links).toMatchObject([{ provider: 'orcid', subject: pending.subject }]);
    const [event] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user?.id ?? 0));
    expect(event?.properties).toMatchObject({ method: 'orcid' });

    // The pending sign-in works once.
    const again = await register({ ...form({ password: '' }), externalLoginToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.error).toBe('external-login-expired');
  });

  it('does not mark a different address as verified, and checks a password that is given', async () => {
    const token = await createPendingExternalLogin(t.database.db, profile('someone-else@example.test'));
    expect((await registrationFailure({ ...form({ password: 'short' }), externalLoginToken: token }, 'password')).error).toBe('password-too-short');
    const input = form();
    expect((await register({ ...input, externalLoginToken: token })).statusCode).toBe(200);
    const user = await storedUser(input.email);
    expect(user?.emailVerifiedAt).toBeNull();
    expect(await verifyPassword(user?.passwordHash, input.password)).toBe(true);
  });

  it('refuses an expired pending sign-in and leaves nothing behind', async () => {
    const token = await createPendingExternalLogin(t.database.db, profile('late@example.test'), new Date(Date.now() - 3600 * 1000));
    const input = form({ password: '' });
    const res = await register({ ...input, externalLoginToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.error).toBe('external-login-expired');
    expect(await storedUser(input.email)).toBeUndefined();
    expect(sessionCookieOf(res)).toBeNull();
  });
});

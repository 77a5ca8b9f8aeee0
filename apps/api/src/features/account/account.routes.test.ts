import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accountResponseSchema,
  updateDetailsResponseSchema,
  type UpdateDetailsRequest,
} from '@marginalia/contracts/account/account.contract';
import { externalIdentities, sessions, users } from '../../platform/db/schema/all-tables';
import { hashPassword, verifyPassword } from '../../platform/security/passwords';
import { hashToken, newSessionToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../platform/session/session';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const US = 237;
const BRAZIL = 32;
const PASSWORD = 'old-password-2026';

const t = useTestApp();
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const getAccount = (user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/account', headers: user ? { cookie: user.cookie } : {} });
const put = (
  user: TestUser | null,
  payload: UpdateDetailsRequest,
  identity = user?.identity ?? 'u_nobody',
  headers = user ? user.headers : browserHeaders(),
) => t.app.inject({ method: 'PUT', url: `/api/account/${identity}/update-details`, headers, payload });
const fieldKeys = (body: { error: { fields: Record<string, { error: string }> } }) =>
  Object.fromEntries(Object.entries(body.error.fields).map(([field, value]) => [field, value.error]));
const loggedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie } })).json().user.loggedIn as boolean;

/** Signs the same user in on another browser. */
async function anotherSession(userId: number): Promise<string> {
  const token = newSessionToken();
  await t.database.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
  return `${SESSION_COOKIE}=${token}`;
}

const details = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryId: US,
  timeZone: 'America/Chicago',
  siteLanguage: 'en',
} satisfies UpdateDetailsRequest;

describe('GET /api/account', () => {
  it('gives the owner their account, the choices of the forms and their addresses', async () => {
    const user = await createSignedInUser(t.database, { countryId: BRAZIL, phone: '+55 11 5555 0100', foundUs: 'colleague', passwordHash });
    await t.database.db.insert(externalIdentities).values({ provider: 'orcid', subject: `sub-${user.id}`, userId: user.id });
    const res = await getAccount(user);
    expect(res.statusCode).toBe(200);
    const body = accountResponseSchema.parse(res.json());
    expect(body.account).toMatchObject({
      identity: user.identity,
      email: user.email,
      countryId: BRAZIL,
      phone: '+55 11 5555 0100',
      foundUs: 'colleague',
      hasPassword: true,
      linkedProviders: [{ provider: 'orcid' }],
      pendingEmail: null,
      dataProtectionConsent: false,
    });
    expect(body.foundUsOptions.map((option) => option.id)).toContain('colleague');
    const us = body.countries.find((country) => country.id === US);
    expect(us?.states.find((state) => state.code === 'CA')?.name).toBe('California');
    expect(us?.postalCodeRequired).toBe(true);
    expect(body.countries.find((country) => country.iso2 === 'HK')).toMatchObject({ states: [], postalCodeRequired: false });
    expect(body.currencies.map((currency) => currency.isoCode)).toContain('USD');
    expect(body.addresses).toEqual([]);
    expect(body.maxAddresses).toBe(20);
    // Nothing of the stored row leaks.
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|passwordHash|referralCode/);
  });

  it('asks a visitor to sign in', async () => {
    const res = await getAccount(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.error).toBe('login-required');
  });
});

describe('PUT /api/account/{id}/update-details', () => {
  it('saves the personal details and the load reflects them', async () => {
    const user = await createSignedInUser(t.database, { firstName: '', countryId: null });
    const res = await put(user, {
      ...details,
      phone: '+1 312 555 0199',
      institution: 'Analytical Society',
      foundUs: 'journal',
      currency: 'EUR',
      siteLanguage: 'es',
      timeZone: 'europe/madrid',
    });
    expect(res.statusCode).toBe(200);
    const body = updateDetailsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ active: true, message: 'account-updated' });
    expect(body.account).toMatchObject({
      firstName: 'Ada',
      countryId: US,
      currency: 'EUR',
      siteLanguage: 'es',
      timeZone: 'Europe/Madrid',
      institution: 'Analytical Society',
    });
    const load = (await t.app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie: user.cookie } })).json();
    expect(load.user).toMatchObject({ firstName: 'Ada', missingFields: [], country: { id: US } });
  });

  it("refuses another user's identity (404) and a visitor (401), changing nothing", async () => {
    const user = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database, { firstName: 'Grace' });
    const res = await put(user, { ...details, firstName: 'Mallory' }, other.identity);
    expect(res.statusCode).toBe(404);
    expect((await put(user, { closeAccount: true }, other.identity)).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(stored).toMatchObject({ firstName: 'Grace', active: true });
    expect((await put(null, details, other.identity)).statusCode).toBe(401);
    expect((await put(null, { firstName: '' }, other.identity)).statusCode).toBe(401);
  });

  it('refuses a request without the CSRF token (403)', async () => {
    const user = await createSignedInUser(t.database);
    const res = await put(user, details, user.identity, { cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('csrf-invalid');
  });

  it('refuses bad details field by field, with translated messages', async () => {
    const user = await createSignedInUser(t.database);
    const cases: [UpdateDetailsRequest, Record<string, string>][] = [
      [{ firstName: ' ' }, { firstName: 'first-name-required' }],
      [{ lastName: '' }, { lastName: 'last-name-required' }],
      [{ firstName: 'x'.repeat(51) }, { firstName: 'field-too-long' }],
      [{ phone: '12345' }, { phone: 'phone-number-length' }],
      [{ phone: '1'.repeat(26) }, { phone: 'phone-number-length' }],
      [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: 'time-zone-invalid' }],
      [{ timeZone: '+05:00' }, { timeZone: 'time-zone-invalid' }],
      [{ ...details, countryId: 4242 }, { countryId: 'country-required' }],
      [{ ...details, currency: 'XYZ' }, { currency: 'currency-invalid' }],
      [{ ...details, foundUs: 'telepathy' }, { foundUs: 'found-us-required' }],
    ];
    for (const [payload, expected] of cases) {
      const res = await put(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldKeys(res.json()), JSON.stringify(payload)).toEqual(expected);
    }
    const spanish = await put(user, { phone: '123' }, user.identity, { ...user.headers, cookie: `${user.headers.cookie}; mg_lang=es` });
    expect(spanish.json().error.fields.phone.message).not.toBe('Phone number must be between 7 and 25 characters.');
  });

  it('requires the institution when the settings make it mandatory', async () => {
    const settings = await t.app.applicationLoader.settings();
    settings.institutionInfoMandatory = true;
    try {
      const user = await createSignedInUser(t.database, { institution: null });
      const res = await put(user, { ...details, institution: '' });
      expect(fieldKeys(res.json())).toEqual({ institution: 'institution-required' });
    } finally {
      settings.institutionInfoMandatory = false;
    }
  });
});

describe('changing the password', () => {
  it('needs the right current password, then ends every other session but this one', async () => {
    const user = await createSignedInUser(t.database, { passwordHash });
    const elsewhere = await anotherSession(user.id);

    const missing = await put(user, { newPassword: 'brand-new-password' });
    expect(missing.statusCode).toBe(400);
    expect(fieldKeys(missing.json())).toEqual({ currentPassword: 'password-required' });
    const wrong = await put(user, { currentPassword: 'not-it', newPassword: 'brand-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      error: 'current-password-incorrect',
      fields: { currentPassword: { error: 'current-password-incorrect' } },
    });
    expect(fieldKeys((await put(user, { currentPassword: PASSWORD, newPassword: 'short' })).json())).toEqual({
      newPassword: 'password-too-short',
    });
    expect(await loggedIn(elsewhere)).toBe(true);

    const res = await put(user, { currentPassword: PASSWORD, newPassword: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: true, message: 'password-changed' });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(stored?.passwordHash, 'brand-new-password')).toBe(true);
    expect(await loggedIn(elsewhere)).toBe(false);
    expect(await loggedIn(user.cookie)).toBe(true);
  });

  it('lets an account made through another provider set a first password without a current one', async () => {
    const user = await createSignedInUser(t.database, { passwordHash: null });
    const res = await put(user, { newPassword: 'first-password-1' });
    expect(res.statusCode).toBe(200);
    expect(updateDetailsResponseSchema.parse(res.json()).account.hasPassword).toBe(true);
  });
});

describe('closing the account', () => {
  it('needs the password, then deactivates the account and ends every session', async () => {
    const user = await createSignedInUser(t.database, { passwordHash });
    const elsewhere = await anotherSession(user.id);
    expect(fieldKeys((await put(user, { closeAccount: true })).json())).toEqual({ currentPassword: 'password-required' });
    expect((await put(user, { closeAccount: true, currentPassword: 'nope' })).statusCode).toBe(400);

    const res = await put(user, { closeAccount: true, currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, message: 'account-closed' });
    expect(res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.active).toBe(false);
    expect(stored?.deactivatedAt).toBeInstanceOf(Date);
    expect(await loggedIn(user.cookie)).toBe(false);
    expect(await loggedIn(elsewhere)).toBe(false);
    expect((await getAccount(user)).statusCode).toBe(401);
  });
});

describe('GET /api/account/redirect', () => {
  it('sends a visitor to login in their language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/redirect', headers: { cookie: 'mg_lang=jp' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/jp/login');
  });

  it("sends a signed-in user home on this site, or to their localization's site from another one", async () => {
    const user = await createSignedInUser(t.database, { siteLanguage: 'br', localization: 'us' });
    const here = await t.app.inject({ method: 'GET', url: '/api/account/redirect', headers: { cookie: user.cookie } });
    expect(here.statusCode).toBe(302);
    expect(here.headers.location).toBe('/br/researcher');
    const fromChina = await t.app.inject({
      method: 'GET',
      url: '/api/account/redirect',
      headers: { cookie: user.cookie, host: 'secure.marginalia.example.cn' },
    });
    expect(fromChina.headers.location).toBe('https://secure.marginalia.example/br/researcher');
  });
});

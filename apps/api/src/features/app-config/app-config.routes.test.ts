import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS, loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { sessions, users } from '../../platform/db/schema/all-tables';
import { changeFeatureFlag, changeSetting } from './settings.service';

const t = useTestApp();

const load = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/researcher/load', headers });

async function storedLanguage(userId: number): Promise<string | undefined> {
  const [row] = await t.database.db.select({ siteLanguage: users.siteLanguage }).from(users).where(eq(users.id, userId));
  return row?.siteLanguage;
}

describe('GET /api/researcher/load', () => {
  it('gives a visitor the whole application in English with the catalogue, flags and currencies', async () => {
    const res = await load();
    expect(res.statusCode).toBe(200);
    const body = loadResponseSchema.parse(res.json());
    expect(body.application.siteLanguage).toBe('en');
    expect(body.user).toMatchObject({ loggedIn: false, role: 'visitor', identity: null, homeDirectory: '/researcher' });
    expect(body.user.currency.isoCode).toBe('USD');
    expect(body.application.messages['unable-to-load-application']).toBe('Unable to load application');
    expect(Object.keys(body.application.translations).length).toBeGreaterThan(10);
    expect(Object.keys(body.application.featureFlags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(body.application.currencies.map((c) => c.isoCode)).toEqual(expect.arrayContaining(['USD', 'EUR', 'BRL', 'CNY', 'JPY', 'GBP']));
    expect(body.application.config.referralAmount).toBe(40);
    expect(body.application.config.upsells).toEqual({ figures: true, formatting: true, journalRec: true });
    expect(body.application.config.siteLanguages.map((l) => l.code)).toEqual(['en', 'br', 'cn', 'es', 'jp']);
    const editing = body.application.config.serviceGroups.find((g) => g.services.some((s) => s.identity === 'standard-editing'));
    expect(editing?.basePrice).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers in the language kept in the cookie, with the Chinese localization for a Chinese visitor', async () => {
    const res = await load({ cookie: 'mg_lang=cn' });
    const body = loadResponseSchema.parse(res.json());
    expect(body.application.siteLanguage).toBe('cn');
    expect(body.application.messages['unable-to-load-application']).not.toBe('Unable to load application');
    expect(body.application.messages['unable-to-load-application']).toMatch(/[\u4e00-\u9fff]/);
    expect(body.application.currentLocalization).toMatchObject({ identity: 'cn', allowsFapiaoProcessingAfterPayment: true });
    expect(body.user.currency.isoCode).toBe('CNY');
  });

  it('ignores a cookie naming a language the site does not have', async () => {
    const body = loadResponseSchema.parse((await load({ cookie: 'mg_lang=xx' })).json());
    expect(body.application.siteLanguage).toBe('en');
  });

  it('describes a signed-in researcher without leaking stored columns', async () => {
    const user = await createSignedInUser(t.database, { firstName: 'Mei', lastName: 'Chen', currency: 'EUR', countryId: 32 });
    const res = await load({ cookie: user.cookie });
    const raw = res.json();
    const body = loadResponseSchema.parse(raw);
    expect(body.user).toMatchObject({ loggedIn: true, role: 'researcher', identity: user.identity, fullName: 'Mei Chen', numberOfOrders: 0, missingFields: [] });
    expect(body.user.country).toMatchObject({ id: 32, iso2: 'BR' });
    // The exact rate the browser converts catalogue amounts with, as the server does
    expect(body.user.currency).toMatchObject({ isoCode: 'EUR', perUsd: expect.stringMatching(/^0\.860*$/) });
    expect(JSON.stringify(raw)).not.toMatch(/passwordHash|password_hash|emailNormalized/);
  });

  it('lists missing account fields so the shell can send the user to /account', async () => {
    const user = await createSignedInUser(t.database, { countryId: null });
    const body = loadResponseSchema.parse((await load({ cookie: user.cookie })).json());
    expect(body.user.missingFields).toContain('country');
  });

  it('sends staff to the staff console after signing in, and researchers to their home', async () => {
    const staff = await createSignedInUser(t.database, { role: 'staff', countryId: 32 });
    expect(loadResponseSchema.parse((await load({ cookie: staff.cookie })).json()).user).toMatchObject({ role: 'staff', homeDirectory: '/staff' });
    const researcher = await createSignedInUser(t.database, { countryId: 32 });
    expect(loadResponseSchema.parse((await load({ cookie: researcher.cookie })).json()).user.homeDirectory).toBe('/researcher');
  });

  it('treats an expired session, an unknown token or a deactivated account as a visitor', async () => {
    const expired = await createSignedInUser(t.database);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
    expect(loadResponseSchema.parse((await load({ cookie: expired.cookie })).json()).user.loggedIn).toBe(false);
    expect(loadResponseSchema.parse((await load({ cookie: 'mg_session=nonsense' })).json()).user.loggedIn).toBe(false);
    const inactive = await createSignedInUser(t.database);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
    expect(loadResponseSchema.parse((await load({ cookie: inactive.cookie })).json()).user.loggedIn).toBe(false);
  });

  it('refreshes the cached application when a flag or setting changes', async () => {
    const before = loadResponseSchema.parse((await load()).json());
    expect(before.application.featureFlags.curie_is_launched).toBe(false);
    await changeFeatureFlag(t.database.db, 'curie_is_launched', true);
    await changeSetting(t.database.db, 'referralAmount', 55);
    await new Promise((r) => setTimeout(r, 1100));
    const after = loadResponseSchema.parse((await load()).json());
    expect(after.application.featureFlags.curie_is_launched).toBe(true);
    expect(after.application.config.referralAmount).toBe(55);
    expect(after.user.homeDirectory).toBe('/home');
    expect(after.application.settingsVersion).toBeGreaterThan(before.application.settingsVersion);
    await changeFeatureFlag(t.database.db, 'curie_is_launched', false);
    await changeSetting(t.database.db, 'referralAmount', 40);
  });

  it('refuses a setting value of the wrong type and an unknown flag', async () => {
    await expect(changeSetting(t.database.db, 'referralAmount', 'forty')).rejects.toMatchObject({ statusCode: 400 });
    await expect(changeSetting(t.database.db, 'noSuchSetting', 1)).rejects.toMatchObject({ statusCode: 404 });
    await expect(changeFeatureFlag(t.database.db, 'no_such_flag', true)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('GET /api/researcher/update-language', () => {
  it('sets the language cookie for a visitor and returns the site language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/researcher/update-language?language=jp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteLanguage: 'jp' });
    const cookie = res.cookies.find((c) => c.name === 'mg_lang');
    expect(cookie).toMatchObject({ value: 'jp', path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBe(365 * 24 * 3600);
  });

  it('never changes a signed-in account\'s language, so a link from another site cannot', async () => {
    const user = await createSignedInUser(t.database, { siteLanguage: 'en' });
    const res = await t.app.inject({ method: 'GET', url: '/api/researcher/update-language?language=br', headers: { cookie: user.cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'mg_lang')?.value).toBe('br');
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it('refuses a language the site does not have, with a translated message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/researcher/update-language?language=fr', headers: { cookie: 'mg_lang=es' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.error).toBe('language-not-supported');
    expect(body.error.message).not.toBe('language-not-supported');
    expect(res.cookies.find((c) => c.name === 'mg_lang')).toBeUndefined();
  });

  it('refuses a missing or oversized language parameter with a 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/researcher/update-language' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/researcher/update-language?language=${'x'.repeat(200)}` })).statusCode).toBe(400);
  });
});

describe('PUT /api/researcher/language', () => {
  const put = (payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/researcher/language', payload: payload as object, headers });

  it('changes the signed-in user\'s language and the cookie', async () => {
    const user = await createSignedInUser(t.database, { siteLanguage: 'en' });
    const res = await put({ language: 'br' }, browserHeaders(user.cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteLanguage: 'br' });
    expect(res.cookies.find((c) => c.name === 'mg_lang')).toMatchObject({ value: 'br', path: '/', sameSite: 'Lax' });
    expect(await storedLanguage(user.id)).toBe('br');
    const body = loadResponseSchema.parse((await load({ cookie: user.cookie })).json());
    expect(body.application.siteLanguage).toBe('br');
  });

  it('is refused without the CSRF header or from another site, and the language stays', async () => {
    const user = await createSignedInUser(t.database, { siteLanguage: 'en' });
    const { 'x-csrf-token': _token, ...withoutHeader } = browserHeaders(user.cookie);
    const missing = await put({ language: 'jp' }, withoutHeader);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.error).toBe('csrf-invalid');
    const crossSite = await put({ language: 'jp' }, { ...browserHeaders(user.cookie), origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedLanguage(user.id)).toBe('en');
    expect(missing.cookies.find((c) => c.name === 'mg_lang')).toBeUndefined();
  });

  it('asks a visitor to sign in', async () => {
    const res = await put({ language: 'jp' }, browserHeaders());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.error).toBe('login-required');
  });

  it('refuses a language the site does not have, with a translated message, and a malformed body', async () => {
    const user = await createSignedInUser(t.database, { siteLanguage: 'en' });
    const unknown = await put({ language: 'fr' }, { ...browserHeaders(user.cookie), cookie: `${browserHeaders(user.cookie).cookie}; mg_lang=es` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.error).toBe('language-not-supported');
    expect(unknown.json().error.message).not.toBe('language-not-supported');
    expect((await put({ language: 'x'.repeat(200) }, browserHeaders(user.cookie))).statusCode).toBe(400);
    expect((await put({}, browserHeaders(user.cookie))).statusCode).toBe(400);
    expect(await storedLanguage(user.id)).toBe('en');
  });
});

describe('platform answers', () => {
  it('reports health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a translated 404 and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie: 'mg_lang=es' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.error).toBe('not-found');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers a malformed JSON body with a 400, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('serves the OpenAPI document with the load path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/researcher/load', '/api/researcher/update-language', '/api/researcher/language']));
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/researcher/load' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

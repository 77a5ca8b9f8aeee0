// Sign-in with an OpenID Connect provider, end to end against a real provider (oidc-provider) on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { confirmDataSchema } from '@marginalia/contracts/auth/auth.contract';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { countries, externalIdentities, oauthFlows, pendingExternalLogins, rateLimitHits, users } from '../../../platform/db/schema/all-tables';
import { hashToken, SESSION_COOKIE } from '../../../platform/session/session';
import { startOidcTestProvider, type OidcTestProvider } from '../../../test/oidc-test-provider';
import { createSignedInUser, createTestApp, type TestApp } from '../../../test/test-app';
import { linkExternalIdentity } from '../external-login.repository';
import { OIDC_STATE_COOKIE } from './oidc.service';

const PUBLIC_URL = 'http://localhost:3000';
const FAILURE = '/en/login/failure/oauth-failure';

let provider: OidcTestProvider;
let t: TestApp;
/** Accounts with a country have nothing missing, so sign-in goes where it was asked to. */
let countryId: number;

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

beforeAll(async () => {
  provider = await startOidcTestProvider({
    accounts: [],
    clients: [{ clientId: 'portal', clientSecret: 'portal-secret', redirectUris: [`${PUBLIC_URL}/api/auth/opa/local/callback`] }],
  });
  const entry = { icon: 'openid', supportedLanguages: ['en', 'br', 'cn', 'es', 'jp'], supportedLocalizations: ['us', 'cn'] };
  t = await createTestApp({
    PUBLIC_URL,
    AUTH_PROVIDERS_JSON: JSON.stringify([
      { ...entry, id: 'local', name: 'Local ID', issuer: provider.issuer, clientId: 'portal', clientSecret: 'portal-secret' },
      { ...entry, id: 'down', name: 'Down ID', issuer: `http://127.0.0.1:${await closedPort()}`, clientId: 'portal' },
    ]),
  });
  const [country] = await t.database.db.select({ id: countries.id }).from(countries).limit(1);
  countryId = country?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A person at the provider; every test gets its own. */
function person(overrides: { email?: string; emailVerified?: boolean } = {}) {
  const accountId = `acct-${randomBytes(5).toString('hex')}`;
  const account = { accountId, email: `${accountId}@example.test`, emailVerified: true, givenName: 'Nora', familyName: 'Newcomer', ...overrides };
  provider.addAccount(account);
  return account;
}

interface Started {
  location: string;
  stateCookie: string;
}

async function start(query = '', remoteAddress?: string, providerId = 'local'): Promise<Started> {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/opa/${providerId}${query}`, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === OIDC_STATE_COOKIE);
  return { location: String(res.headers.location), stateCookie: cookie ? `${OIDC_STATE_COOKIE}=${cookie.value}` : '' };
}

/** Comes back from the provider to our callback, as the browser would (with the browser's cookies). */
async function callback(url: string, cookie: string) {
  const back = new URL(url);
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/auth/opa/local/callback`);
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: cookie ? { cookie } : {} });
}

async function signInThroughProvider(login: string, query = '') {
  const started = await start(query);
  const back = await provider.signIn(started.location, login);
  return callback(back, started.stateCookie);
}

function sessionCookie(res: Awaited<ReturnType<typeof callback>>): string | null {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

async function loadAs(cookie: string) {
  return loadResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie } })).json());
}

describe('GET /api/auth/opa/:providerId (start)', () => {
  it('redirects to the provider with state, nonce and an S256 code challenge, and remembers the flow', async () => {
    const { location, stateCookie } = await start('?redirect=/en/researcher&origin=pricing-page');
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    const state = url.searchParams.get('state');
    expect(state).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe('portal');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/opa/local/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(stateCookie).toBe(`${OIDC_STATE_COOKIE}=${state}`);
    const [flow] = await t.database.db.select().from(oauthFlows).where(eq(oauthFlows.state, state ?? ''));
    expect(flow).toMatchObject({ provider: 'local', redirect: '/en/researcher', origin: 'pricing-page', language: 'en' });
    expect(flow?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
  });

  it('drops a redirect that leaves the site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const state = new URL((await start(`?redirect=${encodeURIComponent(target)}`)).location).searchParams.get('state') ?? '';
      const [flow] = await t.database.db.select().from(oauthFlows).where(eq(oauthFlows.state, state));
      expect(flow?.redirect).toBeNull();
    }
  });

  it('sends an unknown or disabled provider to the failure page, in the visitor language', async () => {
    expect((await start('', undefined, 'nope')).location).toBe(FAILURE);
    expect((await start('', undefined, 'orcid')).location).toBe(FAILURE);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/opa/nope', headers: { cookie: 'mg_lang=cn' } });
    expect(res.headers.location).toBe('/cn/login/failure/oauth-failure');
  });

  it('sends the browser to the failure page, not a 500, when the provider cannot be reached', async () => {
    expect((await start('', undefined, 'down')).location).toBe(FAILURE);
  });

  it('limits starts per address', async () => {
    const address = '203.0.113.77';
    await t.database.db.insert(rateLimitHits).values(Array.from({ length: 60 }, () => ({ bucket: `oidc-start:address:${address}` })));
    expect((await start('', address)).location).toBe(FAILURE);
    expect(new URL((await start('', '203.0.113.78')).location).origin).toBe(provider.issuer);
  });
});

describe('GET /api/auth/opa/:providerId/callback', () => {
  it('sends a new person to the confirm screen with the provider details and keeps a pending sign-in', async () => {
    const someone = person();
    const res = await signInThroughProvider(someone.accountId, '?redirect=/en/researcher&origin=pricing-page');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), PUBLIC_URL);
    expect(location.pathname).toMatch(/^\/en\/register\/confirm\/[A-Za-z0-9_-]+$/);
    expect(location.searchParams.get('origin')).toBe('pricing-page');
    const encoded = location.pathname.split('/').at(-1) ?? '';
    const data = confirmDataSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    expect(data).toMatchObject({ provider: 'local', providerName: 'Local ID', email: someone.email, firstName: 'Nora', lastName: 'Newcomer', redirect: '/en/researcher' });
    const [pending] = await t.database.db.select().from(pendingExternalLogins).where(eq(pendingExternalLogins.tokenHash, hashToken(data.externalLoginToken)));
    expect(pending).toMatchObject({ provider: 'local', subject: someone.accountId, email: someone.email, emailVerified: true, usedAt: null });
    expect(sessionCookie(res)).toBeNull();
  });

  it('signs a linked person in and goes to the redirect target, or home', async () => {
    const user = await createSignedInUser(t.database, { countryId });
    const someone = person({ email: 'someone-else@example.test' });
    await linkExternalIdentity(t.database.db, user.id, { provider: 'local', subject: someone.accountId, email: null });

    const res = await signInThroughProvider(someone.accountId, '?redirect=/en/researcher/orders');
    expect(res.headers.location).toBe('/en/researcher/orders');
    const cookie = sessionCookie(res);
    expect(cookie).not.toBeNull();
    expect(cookie).not.toBe(user.cookie);
    const load = await loadAs(cookie ?? '');
    expect(load.user).toMatchObject({ loggedIn: true, identity: user.identity });

    const again = await signInThroughProvider(someone.accountId);
    expect(again.headers.location).toBe('/en/researcher');
  });

  it('links an existing account when the provider has verified its e-mail', async () => {
    const user = await createSignedInUser(t.database, { countryId });
    const someone = person({ email: user.email.toUpperCase(), emailVerified: true });
    const res = await signInThroughProvider(someone.accountId);
    expect(res.headers.location).toBe('/en/researcher');
    expect((await loadAs(sessionCookie(res) ?? '')).user.identity).toBe(user.identity);
    const links = await t.database.db.select().from(externalIdentities).where(and(eq(externalIdentities.provider, 'local'), eq(externalIdentities.subject, someone.accountId)));
    expect(links.map((l) => l.userId)).toEqual([user.id]);
  });

  it('never links by an unverified e-mail: the person goes to the confirm screen', async () => {
    const user = await createSignedInUser(t.database, { countryId });
    const someone = person({ email: user.email, emailVerified: false });
    const res = await signInThroughProvider(someone.accountId);
    expect(String(res.headers.location)).toMatch(/^\/en\/register\/confirm\//);
    expect(sessionCookie(res)).toBeNull();
    expect(await t.database.db.select().from(externalIdentities).where(eq(externalIdentities.subject, someone.accountId))).toEqual([]);
  });

  it('sends a signed-in person whose account lacks details to the account page first', async () => {
    const user = await createSignedInUser(t.database, { countryId: null });
    const someone = person();
    await linkExternalIdentity(t.database.db, user.id, { provider: 'local', subject: someone.accountId, email: null });
    const res = await signInThroughProvider(someone.accountId, '?redirect=/en/researcher');
    expect(res.headers.location).toBe('/en/account');
    expect(sessionCookie(res)).not.toBeNull();
  });

  it('refuses a closed account', async () => {
    const user = await createSignedInUser(t.database, { active: false, countryId });
    const someone = person();
    await linkExternalIdentity(t.database.db, user.id, { provider: 'local', subject: someone.accountId, email: null });
    const res = await signInThroughProvider(someone.accountId);
    expect(res.headers.location).toBe('/en/login/failure/account-inactive');
    expect(sessionCookie(res)).toBeNull();
  });

  it('accepts a state once: the same answer replayed goes to the failure page', async () => {
    const someone = person();
    const started = await start();
    const back = await provider.signIn(started.location, someone.email);
    expect(String((await callback(back, started.stateCookie)).headers.location)).toMatch(/\/register\/confirm\//);
    const replay = await callback(back, started.stateCookie);
    expect(replay.headers.location).toBe(FAILURE);
  });

  it('refuses an answer that another browser started (no state cookie) and spends the flow', async () => {
    const someone = person();
    const started = await start();
    const back = await provider.signIn(started.location, someone.accountId);
    expect((await callback(back, '')).headers.location).toBe(FAILURE);
    expect((await callback(back, started.stateCookie)).headers.location).toBe(FAILURE);
  });

  it('sends a person who refuses at the provider to the failure page', async () => {
    const started = await start();
    const back = await provider.refuse(started.location);
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    expect((await callback(back, started.stateCookie)).headers.location).toBe(FAILURE);
  });

  it('sends an unknown state or a forged code to the failure page', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/opa/local/callback?code=abc&state=unknown', headers: { cookie: `${OIDC_STATE_COOKIE}=unknown` } });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(FAILURE);
    const started = await start();
    const state = new URL(started.location).searchParams.get('state') ?? '';
    const forged = await callback(`${PUBLIC_URL}/api/auth/opa/local/callback?code=forged&state=${state}&iss=${encodeURIComponent(provider.issuer)}`, started.stateCookie);
    expect(forged.headers.location).toBe(FAILURE);
    const bare = await t.app.inject({ method: 'GET', url: '/api/auth/opa/local/callback' });
    expect(bare.headers.location).toBe(FAILURE);
  });
});

describe('the application load', () => {
  it('offers the enabled providers with their public fields only', async () => {
    const load = await loadAs('');
    const local = load.application.config.authenticationProviders.find((p) => p.id === 'local');
    expect(local).toEqual({ id: 'local', icon: 'openid', name: 'Local ID', supportedLanguages: ['en', 'br', 'cn', 'es', 'jp'], supportedLocalizations: ['us', 'cn'] });
    expect(load.application.config.authenticationProviders.map((p) => p.id)).not.toContain('orcid');
    const raw = (await t.app.inject({ method: 'GET', url: '/api/researcher/load' })).body;
    expect(raw).not.toContain('portal-secret');
    expect(raw).not.toContain(provider.issuer);
  });
});

describe('the users table', () => {
  it('gains no account from a provider sign-in alone', async () => {
    const someone = person();
    await signInThroughProvider(someone.accountId);
    expect(await t.database.db.select().from(users).where(eq(users.email, someone.email))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { logoutResponseSchema } from '@marginalia/contracts/auth/auth.contract';
import { sessions } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { logoutImages } from './logout';
import { browser, isSignedIn, post } from './test-support';

const t = useTestApp();

const logout = (headers: Record<string, string>) => post(t.app, '/api/auth/logout', undefined, headers);

describe('POST /api/auth/logout', () => {
  it('deletes the session and lists the logout images of the other localizations', async () => {
    const user = await createSignedInUser(t.database);
    const res = await logout(browser(user.cookie));
    expect(res.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(res.json())).toEqual({ loggedIn: false, logoutImages: ['https://secure.marginalia.example.cn/api/auth/logout.gif'] });
    expect(res.cookies.find((each) => each.name === 'mg_session')?.value).toBe('');
    expect(await isSignedIn(t.app, user.cookie)).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('asks the other sites to sign out from the Chinese site too', async () => {
    const user = await createSignedInUser(t.database, { localization: 'cn', siteLanguage: 'cn' });
    const res = await logout(browser(user.cookie));
    expect(res.json().logoutImages).toEqual(['https://secure.marginalia.example/api/auth/logout.gif']);
  });

  it('gives a visitor the same answer', async () => {
    const res = await logout(browser());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loggedIn: false });
  });

  it('refuses a request without the CSRF header, and keeps the session', async () => {
    const user = await createSignedInUser(t.database);
    const { 'x-csrf-token': _token, ...headers } = browser(user.cookie);
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('csrf-invalid');
    expect(await isSignedIn(t.app, user.cookie)).toBe(true);
  });
});

describe('logoutImages', () => {
  const localization = (identity: string, secureSite: string) => ({ identity, name: identity, secureSite, allowsFapiaoProcessingAfterPayment: false });
  it('leaves out the current localization and any site served from this origin', () => {
    const application = {
      currentLocalization: localization('us', 'https://secure.example.com'),
      localizations: [localization('us', 'https://secure.example.com'), localization('cn', 'https://secure.example.cn/'), localization('eu', 'https://portal.example.org')],
    };
    expect(logoutImages(application, 'https://portal.example.org')).toEqual(['https://secure.example.cn/api/auth/logout.gif']);
  });
});

describe('GET /api/auth/logout.gif', () => {
  it('ends the session the cookie names and answers a transparent GIF that is never cached', async () => {
    const user = await createSignedInUser(t.database);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout.gif', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(res.rawPayload.length).toBeLessThan(100);
    expect(await isSignedIn(t.app, user.cookie)).toBe(false);
  });

  it('answers the same GIF to a browser without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout.gif' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
  });
});

describe('the API document', () => {
  it('lists the authentication calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/logout', '/api/auth/logout.gif']),
    );
  });
});

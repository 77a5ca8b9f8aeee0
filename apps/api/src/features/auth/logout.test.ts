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
  it('deletes the session, and asks no other site to sign out while this portal is none of the localizations\' sites', async () => {
    const user = await createSignedInUser(t.database);
    const res = await logout(browser(user.cookie));
    expect(res.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(res.json())).toEqual({ loggedIn: false, logoutImages: [] });
    expect(res.cookies.find((each) => each.name === 'mg_session')?.value).toBe('');
    expect(await isSignedIn(t.app, user.cookie)).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('asks no other site to sign out for a user of another localization either', async () => {
    const user = await createSignedInUser(t.database, { localization: 'cn', siteLanguage: 'cn' });
    expect((await logout(browser(user.cookie))).json().logoutImages).toEqual([]);
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

describe('on the site of a localization', () => {
  const site = useTestApp({ PUBLIC_URL: 'https://secure.marginalia.example', ALLOW_SANDBOX: 'true' });
  const signOut = (headers: Record<string, string>) => post(site.app, '/api/auth/logout', undefined, headers);

  it('asks the sister site of the other localization to sign the browser out, and lets our pages load its image', async () => {
    const user = await createSignedInUser(site.database);
    const res = await signOut(browser(user.cookie));
    expect(res.json().logoutImages).toEqual(['https://secure.marginalia.example.cn/api/auth/logout.gif']);
    const imgSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc).toContain('https://secure.marginalia.example.cn');
  });

  it('asks the same of a user of the other localization signing out here', async () => {
    const user = await createSignedInUser(site.database, { localization: 'cn', siteLanguage: 'cn' });
    expect((await signOut(browser(user.cookie))).json().logoutImages).toEqual(['https://secure.marginalia.example.cn/api/auth/logout.gif']);
  });
});

describe('logoutImages', () => {
  const localization = (identity: string, secureSite: string) => ({ identity, name: identity, secureSite, allowsFapiaoProcessingAfterPayment: false });

  it('lists the HTTPS sites of the other localizations once each, leaving out ours and any not set', () => {
    const application = {
      localizations: [
        localization('us', 'https://portal.example.org/'),
        localization('cn', 'https://secure.example.cn/'),
        localization('eu', 'https://portal.example.org'),
        localization('br', ''),
        localization('jp', 'not a url'),
        localization('es', 'http://plain.example.es'),
        localization('mx', 'https://secure.example.cn'),
      ],
    };
    expect(logoutImages(application, 'https://portal.example.org')).toEqual(['https://secure.example.cn/api/auth/logout.gif']);
  });

  it('lists none when this portal is not one of the localizations\' sites', () => {
    const application = { localizations: [localization('us', 'https://secure.example.com'), localization('cn', 'https://secure.example.cn')] };
    expect(logoutImages(application, 'http://localhost:3100')).toEqual([]);
    expect(logoutImages(application, 'https://elsewhere.example.org')).toEqual([]);
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

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { wechatLoginStartResponseSchema, wechatLoginStatusResponseSchema } from '@marginalia/contracts/auth/auth.contract';
import { featureFlags, pendingExternalLogins, settingsVersion, wechatLogins } from '../../../platform/db/schema/all-tables';
import { hashToken } from '../../../platform/session/session';
import { createSignedInUser } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { linkExternalIdentity } from '../external-login.repository';
import { browser, isSignedIn, newAddress, sessionCookieOf } from '../test-support';
import { confirmDataOf, newOpenid, phone, poll, pollBody, sandboxPage, startWechat } from './wechat-test-support';
import { WECHAT_BROWSER_COOKIE } from './wechat.routes';

const t = useTestApp();

async function setWechatFlag(enabled: boolean): Promise<void> {
  await t.database.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, 'wechat_sso'));
  await t.database.db.update(settingsVersion).set({ version: sql`${settingsVersion.version} + 1` });
  // The application cache looks at the settings version once a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

describe('POST /api/auth/wechat-login', () => {
  it('gives a QR code of the sandbox and a loginCode, tied to this browser by an httpOnly cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/wechat-login',
      payload: { redirect: '/en/researcher' },
      headers: browser(),
    });
    expect(response.statusCode).toBe(200);
    const body = wechatLoginStartResponseSchema.parse(response.json());
    expect(body.error).toBeNull();
    expect(body.loginCode.length).toBeGreaterThanOrEqual(32);
    expect(body.ticket.length).toBeGreaterThanOrEqual(32);
    expect(body.url).toBe(`/api/auth/wechat-sandbox/${body.ticket}/qr.svg`);
    const cookie = response.cookies.find((each) => each.name === WECHAT_BROWSER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/wechat-login' });
    const [row] = await t.database.db.select().from(wechatLogins).where(eq(wechatLogins.loginCode, body.loginCode));
    expect(row).toMatchObject({
      status: 'pending',
      redirect: '/en/researcher',
      language: 'en',
      browserHash: hashToken(cookie?.value ?? ''),
    });
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(120_000);

    const qr = await t.app.inject({ method: 'GET', url: body.url });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('keeps the browser cookie across sign-ins, so two tabs can each poll their own code', async () => {
    const first = await startWechat(t.app);
    const second = await startWechat(t.app, { headers: { ...browser(), cookie: `${browser().cookie}; ${first.wechatCookie}` } });
    expect(second.wechatCookie).toContain(first.wechatCookie);
    expect((await pollBody(t.app, first.loginCode, first.wechatCookie)).error).toBeNull();
    expect((await pollBody(t.app, second.loginCode, first.wechatCookie)).error).toBeNull();
  });

  it('refuses a request without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/wechat-login',
      payload: {},
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.error).toBe('csrf-invalid');
  });

  it('drops a redirect to another site and rejects a malformed body', async () => {
    const started = await startWechat(t.app, { payload: { redirect: '//evil.example/steal' } });
    const [row] = await t.database.db.select().from(wechatLogins).where(eq(wechatLogins.loginCode, started.loginCode));
    expect(row?.redirect).toBeNull();
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/wechat-login', payload: { redirect: 42 }, headers: browser() });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 429 too-many-attempts after 20 QR codes from one address in 10 minutes', async () => {
    const address = newAddress();
    const headers = { ...browser(), 'x-forwarded-for': address };
    for (let i = 0; i < 20; i++) await startWechat(t.app, { headers });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/wechat-login', payload: {}, headers });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({ error: 'too-many-attempts', params: { minutes: 10 } });
  });

  it('is refused with wechat-sso-disabled while the flag is off', async () => {
    await setWechatFlag(false);
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/wechat-login?language=cn', payload: {}, headers: browser() });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ error: 'wechat-sso-disabled', message: '微信登录暂不可用。' });
    } finally {
      await setWechatFlag(true);
    }
  });
});

describe('GET /api/auth/wechat-login/{loginCode}', () => {
  it('is pending for the browser that started it and 404 for any other browser', async () => {
    const started = await startWechat(t.app);
    expect(await pollBody(t.app, started.loginCode, started.wechatCookie)).toEqual({
      error: null,
      loggedIn: false,
      redirectUri: null,
      user: null,
    });
    const other = await startWechat(t.app);
    expect((await poll(t.app, started.loginCode, other.wechatCookie)).statusCode).toBe(404);
    expect((await poll(t.app, started.loginCode, '')).statusCode).toBe(404);
    expect((await poll(t.app, 'no-such-code', started.wechatCookie)).statusCode).toBe(404);
    // Longer than any loginCode: refused before the route runs (Fastify's parameter limit).
    expect((await poll(t.app, 'x'.repeat(101), started.wechatCookie)).statusCode).toBe(414);
  });

  it('after approval of an unknown openid, leads once to the confirm screen with the nickname', async () => {
    const started = await startWechat(t.app, { query: '?language=cn', payload: { redirect: '/cn/researcher' } });
    const openid = newOpenid();
    const approved = await phone(t.app, started.ticket, 'approve', { nickname: '林薇', openid });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/api/auth/wechat-sandbox/${started.ticket}?language=en`);

    const status = await pollBody(t.app, started.loginCode, started.wechatCookie);
    expect(status).toMatchObject({ error: null, loggedIn: false, user: null });
    expect(status.redirectUri?.startsWith('/cn/register/confirm/')).toBe(true);
    const data = confirmDataOf(status.redirectUri);
    expect(data).toMatchObject({
      provider: 'wechat',
      providerName: 'WeChat',
      email: null,
      firstName: '林薇',
      lastName: null,
      redirect: '/cn/researcher',
    });
    const [pending] = await t.database.db
      .select()
      .from(pendingExternalLogins)
      .where(eq(pendingExternalLogins.tokenHash, hashToken(data.externalLoginToken)));
    expect(pending).toMatchObject({ provider: 'wechat', subject: openid, firstName: '林薇', usedAt: null });

    // Used up: the same approval never signs in (or opens the confirm screen) twice.
    expect(await pollBody(t.app, started.loginCode, started.wechatCookie)).toMatchObject({
      error: 'wechat-login-expired',
      redirectUri: null,
    });
    expect((await sandboxPage(t.app, started.ticket)).body).toContain('Sign-in approved');
  });

  it('signs a linked openid straight in with a new session', async () => {
    const user = await createSignedInUser(t.database);
    const openid = newOpenid();
    await linkExternalIdentity(t.database.db, user.id, { provider: 'wechat', subject: openid, email: null });
    const started = await startWechat(t.app);
    await phone(t.app, started.ticket, 'approve', { nickname: 'Ada', openid });

    const response = await poll(t.app, started.loginCode, started.wechatCookie);
    expect(response.statusCode).toBe(200);
    const status = wechatLoginStatusResponseSchema.parse(response.json());
    expect(status).toMatchObject({ error: null, loggedIn: true });
    expect(status.user?.identity).toBe(user.identity);
    const session = sessionCookieOf(response);
    expect(session).not.toBeNull();
    expect(session).not.toBe(user.cookie);
    expect(await isSignedIn(t.app, session ?? '')).toBe(true);
    // A new CSRF token comes with the new session.
    expect(response.cookies.some((each) => each.name === 'mg_csrf')).toBe(true);

    const again = await poll(t.app, started.loginCode, started.wechatCookie);
    expect(again.json()).toMatchObject({ error: 'wechat-login-expired', loggedIn: false });
    expect(sessionCookieOf(again)).toBeNull();
  });

  it('does not sign in a deactivated account', async () => {
    const user = await createSignedInUser(t.database, { active: false });
    const openid = newOpenid();
    await linkExternalIdentity(t.database.db, user.id, { provider: 'wechat', subject: openid, email: null });
    const started = await startWechat(t.app);
    await phone(t.app, started.ticket, 'approve', { nickname: 'Ada', openid });
    const response = await poll(t.app, started.loginCode, started.wechatCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.error).toBe('account-inactive');
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('answers wechat-login-refused after the phone refused, and the phone cannot approve afterwards', async () => {
    const started = await startWechat(t.app);
    expect((await phone(t.app, started.ticket, 'refuse')).statusCode).toBe(303);
    expect(await pollBody(t.app, started.loginCode, started.wechatCookie)).toEqual({
      error: 'wechat-login-refused',
      loggedIn: false,
      redirectUri: null,
      user: null,
    });
    await phone(t.app, started.ticket, 'approve', { nickname: 'Late', openid: newOpenid() });
    expect((await pollBody(t.app, started.loginCode, started.wechatCookie)).error).toBe('wechat-login-refused');
    expect((await sandboxPage(t.app, started.ticket)).body).toContain('Sign-in refused');
  });

  it('answers wechat-login-expired once the code expired; a late approval is not recorded', async () => {
    const started = await startWechat(t.app);
    await t.database.db
      .update(wechatLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wechatLogins.loginCode, started.loginCode));
    expect((await pollBody(t.app, started.loginCode, started.wechatCookie)).error).toBe('wechat-login-expired');
    const page = await sandboxPage(t.app, started.ticket);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('QR code expired');
    expect(page.body).not.toContain('<form');
    await phone(t.app, started.ticket, 'approve', { nickname: 'Late', openid: newOpenid() });
    const [row] = await t.database.db.select().from(wechatLogins).where(eq(wechatLogins.loginCode, started.loginCode));
    expect(row).toMatchObject({ status: 'pending', openid: null });
    expect((await pollBody(t.app, started.loginCode, started.wechatCookie)).error).toBe('wechat-login-expired');
  });
});

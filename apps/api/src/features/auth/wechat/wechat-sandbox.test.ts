import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wechatLogins } from '../../../platform/db/schema/all-tables';
import { LANGUAGE_COOKIE } from '@marginalia/contracts/i18n/languages';
import { translateMessage } from '../../../platform/i18n/catalogues';
import { useTestApp } from '../../../test/use-test-app';
import { confirmDataOf, newOpenid, phone, pollBody, sandboxPage, startWechat } from './wechat-test-support';

const t = useTestApp();

describe('the sandbox phone page', () => {
  it('shows the form in the phone language, prefilled, and counts as the scan', async () => {
    const started = await startWechat(t.app);
    const page = await sandboxPage(t.app, started.ticket, { 'accept-language': 'fr-FR, ja;q=0.9, en;q=0.5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ja-JP">');
    expect(page.body).toContain('承認');
    expect(page.body).toMatch(/name="openid" value="o[A-Za-z0-9_-]{27}"/);
    expect(page.body).toContain('value="佐藤花子"');
    expect(page.body).not.toMatch(/<script/i);
    const [row] = await t.database.db.select().from(wechatLogins).where(eq(wechatLogins.loginCode, started.loginCode));
    expect(row?.status).toBe('scanned');
    expect(await pollBody(t.app, started.loginCode, started.wechatCookie)).toMatchObject({ error: null, redirectUri: null });

    const spanish = await sandboxPage(t.app, started.ticket, { cookie: 'mg_lang=es' });
    expect(spanish.body).toContain('Aprobar');
  });

  it('reads only language tags in Accept-Language: prototype keys (__proto__, constructor) are skipped like unknown tags', async () => {
    const started = await startWechat(t.app);
    for (const header of ['__proto__', 'constructor', 'toString;q=1, hasOwnProperty']) {
      const page = await sandboxPage(t.app, started.ticket, { 'accept-language': header });
      expect(page.statusCode, header).toBe(200);
      expect(page.body).toContain('<html lang="en-US">');
    }
    const chinese = await sandboxPage(t.app, started.ticket, { 'accept-language': '__proto__, constructor;q=0.9, zh-CN;q=0.5' });
    expect(chinese.body).toContain('<html lang="zh-CN">');
  });

  it('escapes what it shows back: a nickname with a script tag stays text', async () => {
    const started = await startWechat(t.app);
    const nickname = '<script>alert("x")</script>';
    const invalid = await phone(t.app, started.ticket, 'approve', { nickname, openid: 'not an openid!' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).not.toContain('<script>');
    expect(invalid.body).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(invalid.body).toContain('Enter an openid of 1 to 64 letters');
    expect(invalid.body).toMatch(/id="openid"[^>]*aria-invalid="true"/);

    // Valid otherwise: the nickname is data, carried as is to the confirm screen (the web renders it as text).
    await phone(t.app, started.ticket, 'approve', { nickname, openid: newOpenid() });
    const status = await pollBody(t.app, started.loginCode, started.wechatCookie);
    expect(confirmDataOf(status.redirectUri).firstName).toBe(nickname);
  });

  it('answers input its schema refuses with the translated JSON error, not a server error', async () => {
    const started = await startWechat(t.app);
    const tooLong = await phone(t.app, started.ticket, 'approve', { nickname: 'n'.repeat(1001), openid: newOpenid() });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toMatch(/^application\/json/);
    expect(tooLong.json().error).toMatchObject({ error: 'validation-error', fields: { nickname: { error: 'validation-field-invalid' } } });

    // In the language of the site's cookie when the query cannot say.
    const badQuery = await t.app.inject({
      method: 'POST',
      url: `/api/auth/wechat-sandbox/${started.ticket}/approve?language=${'x'.repeat(9)}`,
      payload: new URLSearchParams({ nickname: 'A', openid: newOpenid() }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${LANGUAGE_COOKIE}=cn` },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error).toMatchObject({ error: 'validation-error', message: translateMessage('cn', 'validation-error') });
  });

  it('requires a nickname and answers unknown tickets with the expired page (404)', async () => {
    const started = await startWechat(t.app);
    const empty = await phone(t.app, started.ticket, 'approve', { nickname: '  ', openid: newOpenid() });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter a nickname of 1 to 64 characters.');
    const unknown = await sandboxPage(t.app, 'no-such-ticket');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('QR code expired');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/wechat-sandbox/no-such-ticket/qr.svg' })).statusCode).toBe(404);
    expect((await phone(t.app, 'no-such-ticket', 'approve', { nickname: 'A', openid: newOpenid() })).statusCode).toBe(303);
  });

  it('prefills the first name with at most as many characters as the registration accepts', async () => {
    const started = await startWechat(t.app);
    await phone(t.app, started.ticket, 'approve', { nickname: '微'.repeat(64), openid: newOpenid() });
    const status = await pollBody(t.app, started.loginCode, started.wechatCookie);
    expect(confirmDataOf(status.redirectUri).firstName).toBe('微'.repeat(50));
  });

  it('has no official event callback in sandbox mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/wechat/events' })).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { browserHeaders, TEST_CSRF_TOKEN } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

// Any state-changing endpoint will do: a visitor who passes the CSRF check gets 401 from it.
const put = (headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/users/u_x/wfoe-tos-accepted', headers });

describe('CSRF protection', () => {
  it('hands a browser without a token a readable, same-site token cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/researcher/load' });
    const cookie = res.cookies.find((c) => c.name === 'mg_csrf');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(16);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('does not set cookies on health probes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.cookies.find((c) => c.name === 'mg_csrf')).toBeUndefined();
  });

  it('refuses a state-changing call without the header, with a translated 403', async () => {
    const res = await put({ cookie: `mg_csrf=${TEST_CSRF_TOKEN}`, 'accept-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ error: 'csrf-invalid', message: expect.stringContaining('reload') });
    const chinese = await put({ cookie: `mg_csrf=${TEST_CSRF_TOKEN}; mg_lang=cn` });
    expect(chinese.json().error.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a header that does not match the cookie, and a header without a cookie', async () => {
    expect((await put({ cookie: `mg_csrf=${TEST_CSRF_TOKEN}`, 'x-csrf-token': 'another-token-0123456789' })).statusCode).toBe(403);
    expect((await put({ 'x-csrf-token': TEST_CSRF_TOKEN })).statusCode).toBe(403);
  });

  it('refuses a request from another site even with a copied token', async () => {
    const res = await put({ ...browserHeaders(), origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await put({ ...browserHeaders(), origin: 'null' })).statusCode).toBe(403);
  });

  it('lets a matching token through (the endpoint then answers for itself)', async () => {
    expect((await put(browserHeaders())).statusCode).toBe(401);
    expect((await put({ ...browserHeaders(), origin: 'http://portal.example:8080', host: 'portal.example:8080' })).statusCode).toBe(401);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { wechatLoginStartResponseSchema, wechatLoginStatusResponseSchema } from '@marginalia/contracts/auth/auth.contract';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { openSeededTestDatabase, type TestDatabase } from '../../../test/test-database';
import { browser } from '../test-support';
import { callbackSignature, parseScanEvent, verifyCallbackSignature, xmlField } from './wechat-events';
import { createOfficialAccountAdapter } from './wechat-official.adapter';
import { WECHAT_BROWSER_COOKIE } from './wechat.routes';

const TOKEN = 'wechat-server-token';
const APP = { appId: 'wx0123456789abcdef', appSecret: 'app-secret' };

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Stands in for api.weixin.qq.com: hands out access tokens and QR tickets, and records every call. */
function fakeWechat(options: { staleFirstToken?: boolean; failQr?: boolean } = {}) {
  const calls: { url: URL; body: unknown }[] = [];
  let tokens = 0;
  let qrs = 0;
  const fetchImpl = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/cgi-bin/token') {
      tokens += 1;
      return json({ access_token: `ACCESS_${tokens}`, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/qrcode/create') {
      if (options.failQr) return json({ errcode: 45009, errmsg: 'reach max api daily quota limit' });
      if (options.staleFirstToken && url.searchParams.get('access_token') === 'ACCESS_1')
        return json({ errcode: 40001, errmsg: 'invalid credential' });
      qrs += 1;
      return json({ ticket: `gQH47joAAAAAAAAAASxodHRw+${qrs}/==`, expire_seconds: 120, url: `http://weixin.qq.com/q/02abc${qrs}` });
    }
    return new Response('not found', { status: 404 });
  });
  return { fetchImpl, calls, tokenCalls: () => calls.filter((call) => call.url.pathname === '/cgi-bin/token').length };
}

function scanXml(fields: { openid: string; event: 'SCAN' | 'subscribe'; eventKey: string; ticket?: string }): string {
  return `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${fields.openid}]]></FromUserName><CreateTime>1760000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${fields.event}]]></Event><EventKey><![CDATA[${fields.eventKey}]]></EventKey>${fields.ticket ? `<Ticket><![CDATA[${fields.ticket}]]></Ticket>` : ''}</xml>`;
}

function signedQuery(extra: Record<string, string> = {}, token = TOKEN): string {
  const timestamp = '1760000000';
  const nonce = String(Math.floor(Math.random() * 1e9));
  return new URLSearchParams({ signature: callbackSignature(token, timestamp, nonce), timestamp, nonce, ...extra }).toString();
}

describe('callback signatures and event XML', () => {
  it('accepts the signature WeChat computes and nothing else', () => {
    // sha1 of the sorted strings, as WeChat's documentation computes it.
    expect(callbackSignature('token', '1409659813', '1372623149')).toMatch(/^[0-9a-f]{40}$/);
    const query = { timestamp: '1409659813', nonce: '1372623149', signature: callbackSignature(TOKEN, '1409659813', '1372623149') };
    expect(verifyCallbackSignature(TOKEN, query)).toBe(true);
    expect(verifyCallbackSignature('another-token', query)).toBe(false);
    expect(verifyCallbackSignature(TOKEN, { ...query, nonce: '1' })).toBe(false);
    expect(verifyCallbackSignature(TOKEN, { ...query, signature: 'short' })).toBe(false);
    expect(verifyCallbackSignature(TOKEN, { timestamp: query.timestamp })).toBe(false);
  });

  it('reads SCAN and subscribe events of our QR codes, and ignores everything else', () => {
    expect(parseScanEvent(scanXml({ openid: 'oABC', event: 'SCAN', eventKey: 'code-1', ticket: 'T1' }))).toEqual({
      openid: 'oABC',
      loginCode: 'code-1',
      ticket: 'T1',
    });
    expect(parseScanEvent(scanXml({ openid: 'oABC', event: 'subscribe', eventKey: 'qrscene_code-2' }))).toEqual({
      openid: 'oABC',
      loginCode: 'code-2',
      ticket: null,
    });
    expect(parseScanEvent(scanXml({ openid: 'oABC', event: 'subscribe', eventKey: '' }))).toBeNull();
    expect(parseScanEvent('<xml><MsgType><![CDATA[text]]></MsgType><FromUserName>o1</FromUserName><Content>hi</Content></xml>')).toBeNull();
    expect(parseScanEvent('<!DOCTYPE xml [<!ENTITY x "y">]><xml><MsgType>event</MsgType></xml>')).toBeNull();
    expect(parseScanEvent('not xml at all')).toBeNull();
    expect(xmlField('<xml><A>a &lt;b&gt; &amp; c</A></xml>', 'A')).toBe('a <b> & c');
  });
});

describe('the Official Account adapter', () => {
  it('asks for a temporary QR code with the loginCode as scene string, caching the access token', async () => {
    const wechat = fakeWechat();
    const adapter = createOfficialAccountAdapter(APP, wechat.fetchImpl);
    const first = await adapter.createQrCode('login-code-1');
    await adapter.createQrCode('login-code-2');
    expect(wechat.tokenCalls()).toBe(1);
    const [token, qr] = wechat.calls;
    expect(token?.url.origin).toBe('https://api.weixin.qq.com');
    expect(Object.fromEntries(token?.url.searchParams ?? [])).toEqual({
      grant_type: 'client_credential',
      appid: APP.appId,
      secret: APP.appSecret,
    });
    expect(qr?.url.searchParams.get('access_token')).toBe('ACCESS_1');
    expect(qr?.body).toEqual({ expire_seconds: 120, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: 'login-code-1' } } });
    expect(first.ticket).toBe('gQH47joAAAAAAAAAASxodHRw+1/==');
    expect(first.expiresInSeconds).toBe(120);
    expect(first.url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.url.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg/);
  });

  it('fetches a new access token when WeChat says the cached one is no longer valid', async () => {
    const wechat = fakeWechat({ staleFirstToken: true });
    const adapter = createOfficialAccountAdapter(APP, wechat.fetchImpl);
    expect((await adapter.createQrCode('code')).ticket).toBeTruthy();
    expect(wechat.tokenCalls()).toBe(2);
  });

  it('turns a WeChat error into wechat-login-error (502) and reports it', async () => {
    const wechat = fakeWechat({ failQr: true });
    const failures: unknown[] = [];
    const adapter = createOfficialAccountAdapter(APP, wechat.fetchImpl, (detail) => failures.push(detail));
    await expect(adapter.createQrCode('code')).rejects.toMatchObject({ statusCode: 502, key: 'wechat-login-error' });
    expect(failures).toEqual([{ errcode: 45009, message: 'reach max api daily quota limit' }]);
    const offline = createOfficialAccountAdapter(APP, () => Promise.reject(new TypeError('fetch failed')));
    await expect(offline.createQrCode('code')).rejects.toMatchObject({ statusCode: 502, key: 'wechat-login-error' });
  });
});

describe('WECHAT_MODE=official end to end (WeChat stubbed)', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const wechat = fakeWechat();

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase();
    const config = loadConfig({
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mg-test-')),
      LOG_LEVEL: 'silent',
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      STORAGE_URL: undefined,
      WECHAT_MODE: 'official',
      WECHAT_APP_ID: APP.appId,
      WECHAT_APP_SECRET: APP.appSecret,
      WECHAT_TOKEN: TOKEN,
    });
    app = await buildApp(config, { database: testDatabase.database, skipMigrations: true, serveWebApp: false, startWorkers: false });
    await app.ready();
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', wechat.fetchImpl);
    return () => vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.close();
  });

  it('answers the server-URL check with echostr only when signed', async () => {
    const ok = await app.inject({ method: 'GET', url: `/api/auth/wechat/events?${signedQuery({ echostr: 'hello-123' })}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('hello-123');
    const forged = await app.inject({ method: 'GET', url: `/api/auth/wechat/events?${signedQuery({ echostr: 'x' }, 'wrong-token')}` });
    expect(forged.statusCode).toBe(403);
  });

  it('a scan reported by WeChat approves the sign-in, which opens the confirm screen', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/auth/wechat-login', payload: {}, headers: browser() });
    expect(started.statusCode, started.body).toBe(200);
    const body = wechatLoginStartResponseSchema.parse(started.json());
    expect(body.url).toMatch(/^data:image\/svg\+xml;base64,/);
    const scene = wechat.calls.at(-1)?.body as { action_info: { scene: { scene_str: string } } };
    expect(scene.action_info.scene.scene_str).toBe(body.loginCode);
    const cookie = `${WECHAT_BROWSER_COOKIE}=${started.cookies.find((each) => each.name === WECHAT_BROWSER_COOKIE)?.value ?? ''}`;

    const xml = scanXml({ openid: 'oWeChatPerson0000000000000001', event: 'SCAN', eventKey: body.loginCode, ticket: body.ticket });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/auth/wechat/events',
      payload: xml,
      headers: { 'content-type': 'text/xml' },
    });
    expect(unsigned.statusCode).toBe(403);
    const wrongTicket = scanXml({ openid: 'oAttacker', event: 'SCAN', eventKey: body.loginCode, ticket: 'another-ticket' });
    await app.inject({
      method: 'POST',
      url: `/api/auth/wechat/events?${signedQuery()}`,
      payload: wrongTicket,
      headers: { 'content-type': 'text/xml' },
    });
    const pending = wechatLoginStatusResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/auth/wechat-login/${body.loginCode}`, headers: { cookie } })).json(),
    );
    expect(pending.redirectUri).toBeNull();

    const event = await app.inject({
      method: 'POST',
      url: `/api/auth/wechat/events?${signedQuery({ openid: 'oWeChatPerson0000000000000001' })}`,
      payload: xml,
      headers: { 'content-type': 'text/xml' },
    });
    expect(event.statusCode).toBe(200);
    expect(event.body).toBe('success');

    const status = wechatLoginStatusResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/auth/wechat-login/${body.loginCode}`, headers: { cookie } })).json(),
    );
    expect(status.redirectUri).toMatch(/^\/en\/register\/confirm\//);
    const data = JSON.parse(Buffer.from(status.redirectUri?.split('/').pop() ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ provider: 'wechat', providerName: 'WeChat', firstName: null });
  });

  it('answers success to any other signed message, and has no sandbox pages', async () => {
    const text =
      '<xml><MsgType><![CDATA[text]]></MsgType><FromUserName><![CDATA[o1]]></FromUserName><Content><![CDATA[hello]]></Content></xml>';
    const response = await app.inject({
      method: 'POST',
      url: `/api/auth/wechat/events?${signedQuery()}`,
      payload: text,
      headers: { 'content-type': 'text/xml' },
    });
    expect(response.body).toBe('success');
    expect((await app.inject({ method: 'GET', url: '/api/auth/wechat-sandbox/anything' })).statusCode).toBe(404);
  });
});

import { createHash } from 'node:crypto';
import { request as httpsRequest } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';
import { DEMO, manuscriptText } from '../support/journey';
import { nginxBinary, PROXY_SNIPPET, renderSite, selfSignedCertificate, startNginx, type RunningNginx } from '../support/nginx';
import { eventually } from '../support/polling';
import { freePort, startPortal, type Portal } from '../support/portal-processes';
import { testDatabaseUrl } from '../support/test-database-server';

/**
 * The production shape of docs/deploy: Debian's nginx, configured by the shipped site file, terminating TLS in
 * front of two API processes and a worker on PostgreSQL. A staff member signs in over https in Chromium and
 * retries a dead job on the System page; uploads and downloads stream through the proxy, their live events are
 * not held back, the client's own X-Forwarded-For is replaced by the proxy's, /readyz answers through it and
 * /metrics does not.
 */
const binary = nginxBinary();
const METRICS_TOKEN = 'proxy-test-metrics-token-0123456789';

/** GET over https trusting the test's certificate; answers the status, headers and body. */
function httpsGet(
  url: string,
  ca: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const ask = httpsRequest(url, { ca, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    ask.on('error', reject);
    ask.end();
  });
}

describe.skipIf(!testDatabaseUrl || !binary)('the portal behind nginx over https (docs/deploy)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mg-proxy-'));
  let portal: Portal;
  let nginx: RunningNginx;
  let browser: Browser;
  let base = '';
  let httpPort = 0;
  let ca: Buffer;

  beforeAll(async () => {
    httpPort = await freePort();
    const httpsPort = await freePort();
    base = `https://127.0.0.1:${httpsPort}`;
    const { certificate, key } = selfSignedCertificate(dir);
    ca = readFileSync(certificate);
    portal = await startPortal({ apis: 2, workers: 1, env: { PUBLIC_URL: base, TRUST_PROXY: '127.0.0.1', METRICS_TOKEN } });
    const site = renderSite({
      upstreams: portal.apis.map((api) => api.url.replace('http://', '')),
      httpPort,
      httpsPort,
      certificate,
      key,
      snippet: PROXY_SNIPPET,
    });
    nginx = await startNginx(binary ?? 'nginx', dir, site, [httpPort, httpsPort]);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await portal?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs staff in with secure cookies, retries a dead job, streams files and events, and keeps the client address its own', async () => {
    const check = await portal.database.connect();
    const [dead] = (
      await check.query<{ id: string }>(
        `INSERT INTO jobs (type, payload, status, attempts, max_attempts, last_error, finished_at) VALUES ('test.gave-up', '{}', 'dead', 5, 5, 'Error: the service was down', now()) RETURNING id`,
      )
    ).rows;

    // Chromium, over https through nginx; its own X-Forwarded-For is what a client could forge.
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
    });
    const page = await context.newPage();
    await page.goto(`${base}/en/login?redirect=${encodeURIComponent('/en/staff/system')}`);
    await page.getByLabel('Email address').fill(DEMO.staff.email);
    await page.locator('input[name="password"]').fill(DEMO.staff.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/staff/system');
    const cookies = await context.cookies(base);
    expect(cookies.find((cookie) => cookie.name === 'mg_session')).toMatchObject({ secure: true, httpOnly: true });
    expect(cookies.find((cookie) => cookie.name === CSRF_COOKIE)).toMatchObject({ secure: true });

    const installation = page.getByRole('region', { name: 'Installation' });
    await installation.getByText('PostgreSQL server').waitFor();
    expect(await installation.innerText()).toContain('run by worker processes');
    await page.getByRole('button', { name: `Retry job ${dead?.id}` }).click();
    await page.getByRole('button', { name: `Retry job ${dead?.id}` }).waitFor({ state: 'detached' });
    const [retried] = (await check.query<{ status: string }>(`SELECT status FROM jobs WHERE id = $1`, [dead?.id])).rows;
    expect(retried?.status).not.toBe('dead');
    expect((await check.query(`SELECT 1 FROM audit_events WHERE action = 'job.retry' AND subject_id = $1`, [dead?.id])).rowCount).toBe(1);

    // An 8 MB upload through the proxy (nginx would spool anything over 16 KB to disk if it buffered), and the same bytes back.
    const csrf = decodeURIComponent(cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '');
    const writes = { origin: base, [CSRF_HEADER]: csrf, accept: 'application/json' };
    const form = (await (await page.request.get(`${base}/api/order-form/load`)).json()) as { orderForm: { id: string } };
    const manuscript = Buffer.from(
      manuscriptText(64 * 1024)
        .toString('utf8')
        .repeat(128),
    );
    const uploaded = await page.request.post(`${base}/api/order-form/${form.orderForm.id}/files`, {
      headers: writes,
      multipart: { kind: 'references', file: { name: 'references.txt', mimeType: 'text/plain', buffer: manuscript } },
      timeout: 60_000,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const [file] = (
      await check.query<{ public_id: string }>(
        `SELECT f.public_id FROM order_form_files f JOIN order_forms o ON o.id = f.order_form_id WHERE o.public_id = $1`,
        [form.orderForm.id],
      )
    ).rows;
    const download = await page.request.get(`${base}/api/staff/files/${file?.public_id}/download`, { timeout: 60_000 });
    expect(download.status()).toBe(200);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(await download.body())).toBe(sha(manuscript));

    // The proxy replaced the client's X-Forwarded-For: a failed sign-in counts against the address nginx saw.
    const refused = await page.request.post(`${base}/api/auth/login`, {
      headers: { ...writes, 'x-forwarded-for': '203.0.113.7' },
      data: { email: DEMO.staff.email, password: 'not the password' },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    const buckets = (
      await check.query<{ bucket: string }>(`SELECT DISTINCT bucket FROM rate_limit_hits WHERE bucket LIKE 'login:address:%'`)
    ).rows.map((row) => row.bucket);
    expect(buckets).toContain('login:address:127.0.0.1');
    expect(buckets.filter((bucket) => /203\.0\.113\.7|198\.51\.100\.23/.test(bucket))).toEqual([]);

    // The staff member's event stream through the proxy: an event published on PostgreSQL reaches them through
    // one of the API processes and nginx as it is written, not when the stream ends (nginx would hold it back
    // if it buffered the answer).
    const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const received: string[] = [];
    let stream: ReturnType<typeof httpsRequest> | undefined;
    const streaming = new Promise<void>((resolve, reject) => {
      stream = httpsRequest(`${base}/api/events`, { ca, headers: { cookie: cookieHeader, accept: 'text/event-stream' } }, (response) => {
        expect(response.statusCode).toBe(200);
        response.on('data', (chunk: Buffer) => {
          received.push(chunk.toString());
          if (received.join('').includes('"stream.open"')) resolve();
        });
      }).on('error', reject);
      stream.end();
    });
    await streaming;
    const published = performance.now();
    const notice = JSON.stringify({ topic: 'staff', event: { type: 'support.request', request: 'SR-PROXYTEST' } });
    await check.query(`SELECT pg_notify('realtime_events', $1)`, [notice]);
    const eventMs = await eventually(
      'the event through nginx',
      async () => (received.join('').includes('SR-PROXYTEST') ? performance.now() - published : undefined),
      5000,
      10,
    );
    stream?.destroy();
    expect(eventMs).toBeLessThan(1000);
    expect(nginx.errorLog()).not.toMatch(/buffered to a temporary file/);

    // Health through the proxy; metrics only on the API processes themselves, and each of them got requests.
    const ready = await eventually(
      'ready through the proxy',
      async () => {
        const answer = await httpsGet(`${base}/readyz`, ca);
        return answer.status === 200 ? answer : undefined;
      },
      15_000,
    );
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'ready',
      checks: expect.arrayContaining([expect.objectContaining({ name: 'jobs', ok: true })]),
    });
    expect((await httpsGet(`${base}/metrics`, ca, { authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(404);
    for (const api of portal.apis) {
      const metrics = await (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(metrics, api.name).toMatch(
        /marginalia_http_request_duration_seconds_count\{method="GET",route="\/api\/[^"]+",status_class="2xx"\} [1-9]/,
      );
    }
    const plain = await fetch(`http://127.0.0.1:${httpPort}/en/login`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/en/login');
  });
});

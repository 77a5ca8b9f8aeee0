import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A built web app as the build leaves it: each text file with its brotli and gzip copies. */
function builtWebApp() {
  const dist = mkdtempSync(join(tmpdir(), 'mg-web-'));
  mkdirSync(join(dist, 'assets'));
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>Loading…</p>'.repeat(40)}<div id="root"></div></body></html>`;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word-${i % 41}`))};\n`;
  const write = (path: string, content: string) => {
    writeFileSync(join(dist, path), content);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
  };
  write('index.html', html);
  write('assets/index-abc123.js', script);
  writeFileSync(join(dist, 'assets', 'logo-abc123.woff2'), Buffer.alloc(2048, 3));
  return { dist, html, script };
}

let t: TestApp;
let built: ReturnType<typeof builtWebApp>;
beforeAll(async () => {
  built = builtWebApp();
  t = await createTestApp({ WEB_DIST: built.dist }, { serveWebApp: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it('come as the build compressed them, by Accept-Encoding, with their own type and a year-long immutable cache', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(built.script);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(built.script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(built.script);
  });

  it('that have no compressed copy (fonts) come as they are', async () => {
    const res = await get('/assets/logo-abc123.woff2', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(2048);
  });
});

describe('index.html', () => {
  it('comes compressed by Accept-Encoding and is revalidated on every visit', async () => {
    const br = await get('/en/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(built.html);

    const gzip = await get('/cn/researcher', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(built.html);
    expect((await get('/jp')).body).toBe(built.html);
  });
});

describe('JSON answers of the API', () => {
  it('are compressed for a browser that accepts it', async () => {
    const res = await get('/api/researcher/load', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).application.siteLanguage).toBe('en');
  });
});

describe('page URLs', () => {
  const LANGUAGES = ['en', 'br', 'cn', 'es', 'jp'];
  const KNOWN = ['', '/', '/login', '/login/forgot-password', '/register/confirm/abc', '/researcher', '/researcher/details/ORD-1', '/researcher/submit/get-started', '/researcher/prepay/RET000004CN/fapiao', '/researcher/invoices/unpaid', '/account/addresses/3', '/staff/orders', '/certificate/abc', '/error'];
  const UNKNOWN = ['/no-such-page', '/researcher/no-such-page', '/researcher/submit/checkout', '/researcher/prepay/RET1/fapiao/more', '/staff/no-such-desk', '/home/x', '/error/x'];

  it('answer index.html with 200 for every page of the web app in each language', async () => {
    for (const language of LANGUAGES) {
      for (const path of KNOWN) {
        const res = await get(`/${language}${path}?from=test`);
        expect([res.statusCode, `/${language}${path}`]).toEqual([200, `/${language}${path}`]);
        expect(res.body).toBe(built.html);
      }
    }
  });

  it('answer index.html with 404 for an unknown page in each language, so the app still shows "Page not found"', async () => {
    for (const language of LANGUAGES) {
      for (const path of UNKNOWN) {
        const res = await get(`/${language}${path}`, { 'accept-encoding': 'br' });
        expect([res.statusCode, `/${language}${path}`]).toEqual([404, `/${language}${path}`]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(built.html);
      }
    }
  });

  it('answer the logout page outside the prefixes, and redirect other unprefixed pages to the language', async () => {
    expect((await get('/logout')).statusCode).toBe(200);
    const res = await get('/no-such-page', { cookie: 'mg_lang=jp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/jp/no-such-page');
  });

  it('leave unknown API paths and assets to the API\'s 404', async () => {
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.error).toBe('not-found');
    expect((await get('/assets/no-such-file.js')).statusCode).toBe(404);
  });
});

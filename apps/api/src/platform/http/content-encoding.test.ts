import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, encodeOnce, registerJsonCompression, sendEncoded, varyOnAcceptEncoding } from './content-encoding';

const bigList = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}`, status: i % 3 === 0 ? 'open' : 'closed' })) };
const text = 'A manuscript, line after line.\n'.repeat(400);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerJsonCompression(app);
  app.get('/big', async () => bigList);
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(text));
  app.get('/download', async (_request, reply) =>
    reply.header('content-type', 'application/json').header('content-length', String(Buffer.byteLength(text))).send(Readable.from([Buffer.from(text)])),
  );
  const once = await encodeOnce(JSON.stringify(bigList));
  app.get('/once', async (request, reply) => sendEncoded(request, reply, once, 'application/json; charset=utf-8'));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers', () => {
  it('come in brotli when the browser accepts it, decoding to the same JSON', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(bigList).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(bigList);
  });

  it('come in gzip to a browser without brotli', async () => {
    const res = await get('/big', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(bigList);
  });

  it('stay as they are for a client that accepts no encoding, still saying they could vary', async () => {
    const res = await get('/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.json()).toEqual(bigList);
  });

  it('under 1 KB are not compressed', async () => {
    const res = await get('/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('what is not compressed per request', () => {
  it('a streamed download keeps its length and its bytes', async () => {
    const res = await get('/download', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(res.body).toBe(text);
  });

  it('an answer that is not JSON', async () => {
    const res = await get('/text', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(text);
  });

  it('an answer compressed once beforehand is sent in the accepted encoding without being compressed again', async () => {
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const res = await get('/once', accept || undefined);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      expect(JSON.parse(body.toString())).toEqual(bigList);
    }
  });
});

describe('choosing the encoding', () => {
  const request = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as Parameters<typeof acceptedEncoding>[0];

  it('prefers brotli, honours q-values and refusals, and treats * as any', () => {
    expect(acceptedEncoding(request('gzip, deflate, br, zstd'))).toBe('br');
    expect(acceptedEncoding(request('br;q=0.5, gzip;q=0.9'))).toBe('gzip');
    expect(acceptedEncoding(request('br;q=0, gzip'))).toBe('gzip');
    expect(acceptedEncoding(request('*'))).toBe('br');
    expect(acceptedEncoding(request('identity'))).toBeNull();
    expect(acceptedEncoding(request(''))).toBeNull();
    expect(acceptedEncoding(request())).toBeNull();
  });

  it('adds accept-encoding to Vary once, beside what is there', async () => {
    const headers = new Map<string, string>();
    const reply = {
      getHeader: (name: string) => headers.get(name),
      header: (name: string, value: string) => headers.set(name, value),
    } as unknown as Parameters<typeof varyOnAcceptEncoding>[0];
    headers.set('vary', 'origin');
    varyOnAcceptEncoding(reply);
    varyOnAcceptEncoding(reply);
    expect(headers.get('vary')).toBe('origin, accept-encoding');
  });
});

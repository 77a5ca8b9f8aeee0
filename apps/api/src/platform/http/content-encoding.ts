import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';

/*
 * Compressed answers (ADR 0017). Buffered JSON answers of 1 KB or more are compressed per request at a fast
 * setting; answers that are the same for many requests (index.html, the visitor's application load) are
 * compressed once at the strongest setting and sent as they are. Streams (downloads, PDFs) are never touched:
 * they keep their length and are not buffered.
 */

export type ContentEncoding = 'br' | 'gzip';

/** Below this, compressing saves less than it costs (the headers alone are a few hundred bytes). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli first: about 15 % smaller than gzip on our JSON and scripts.
const negotiator = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer `request` in, by its Accept-Encoding; null for none (send as is). */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return null;
  return negotiator.negotiate(header.toLowerCase());
}

/** Caches must keep one copy per Accept-Encoding (added once, beside whatever Vary already says). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (value === '') reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) reply.header('vary', `${value}, accept-encoding`);
}

/** One body in each encoding a browser may ask for, made once and sent many times. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses `body` at the strongest settings, off the event loop (zlib's thread pool). */
export async function encodeOnce(body: string | Buffer): Promise<EncodedBody> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/** Sends the copy of `body` the request accepts, with its Content-Encoding and Vary. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, contentType: string): FastifyReply {
  const encoding = acceptedEncoding(request);
  varyOnAcceptEncoding(reply);
  reply.type(contentType);
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

// Per request: brotli's quality 11 takes tens of milliseconds on a 40 KB answer, quality 4 about a millisecond.
const brotliFast = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/**
 * Compresses every buffered JSON answer of `COMPRESSION_THRESHOLD_BYTES` or more in the encoding the request
 * accepts. Leaves alone: streams (downloads, generated PDFs and zips keep their length and flow as they
 * come), answers that carry a Content-Encoding already (precompressed files and cached answers) and
 * requests that accept no encoding (`app.inject` sends none).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;
    const compressed = encoding === 'br' ? await brotliAsync(body, brotliFast) : await gzipAsync(body, { level: 6 });
    reply.header('content-encoding', encoding);
    // Fastify counts the bytes of what is returned here.
    reply.removeHeader('content-length');
    return compressed;
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WECHAT_EVENTS_PATH } from '@marginalia/contracts/auth/auth.paths';
import { AppError } from '../../../platform/errors/app-error';
import { MAX_EVENT_XML_BYTES, parseScanEvent, verifyCallbackSignature } from './wechat-events';
import { recordOfficialScan } from './wechat.service';


const signedQuery = z.object({
  signature: z.string().max(100).optional(),
  timestamp: z.string().max(32).optional(),
  nonce: z.string().max(64).optional(),
  echostr: z.string().max(200).optional(),
  openid: z.string().max(128).optional(),
});

export interface WechatEventOptions {
  token: string;
}

/**
 * WeChat's calls to us (WECHAT_MODE=official): the server-URL check (GET, answered with `echostr`) and
 * the scan events (POST XML). Both are signed with the account's token; unsigned calls get 403. A scan
 * of one of our login codes approves it with the scanner's openid. WeChat expects `success` (or an
 * empty body) within 5 s, whatever the event was, or it retries.
 */
export async function wechatOfficialRoutes(app: FastifyInstance, options: WechatEventOptions): Promise<void> {
  const { db } = app.platform;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: MAX_EVENT_XML_BYTES },
    (_request, body, done) => {
      done(null, String(body));
    },
  );

  routes.get(
    WECHAT_EVENTS_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'WeChat Official Account: server URL verification',
        querystring: signedQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!verifyCallbackSignature(options.token, request.query)) throw new AppError(403, 'forbidden');
      return reply.type('text/plain; charset=utf-8').send(request.query.echostr ?? '');
    },
  );

  routes.post(
    WECHAT_EVENTS_PATH,
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'WeChat Official Account: event callback (QR scans)',
        consumes: ['text/xml', 'application/xml'],
        querystring: signedQuery,
        body: z.string().optional(),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!verifyCallbackSignature(options.token, request.query)) throw new AppError(403, 'forbidden');
      const scan = typeof request.body === 'string' ? parseScanEvent(request.body) : null;
      if (scan) await recordOfficialScan(db, scan);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
}

import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wechatLoginStartRequestSchema, wechatLoginStartResponseSchema, wechatLoginStatusResponseSchema } from '@marginalia/contracts/auth/auth.contract';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import type { WechatConfig } from '../../../platform/config';
import { AppError } from '../../../platform/errors/app-error';
import { requestLanguage } from '../../../platform/http/request-language';
import { hashToken } from '../../../platform/session/session';
import type { WechatAdapter } from './wechat.adapter';
import { createOfficialAccountAdapter } from './wechat-official.adapter';
import { wechatOfficialRoutes } from './wechat-official.routes';
import { createSandboxAdapter } from './wechat-sandbox.adapter';
import { wechatSandboxRoutes } from './wechat-sandbox.routes';
import { pollWechatLogin, startWechatLogin } from './wechat.service';

/** Ties a sign-in to the browser that asked for it: only the hash of this cookie's value is stored. */
export const WECHAT_BROWSER_COOKIE = 'mg_wechat';
const BROWSER_COOKIE_MAX_AGE_SECONDS = 24 * 3600;

export function createWechatAdapter(config: Exclude<WechatConfig, { mode: 'off' }>, log: FastifyBaseLogger): WechatAdapter {
  if (config.mode === 'sandbox') return createSandboxAdapter();
  // Through globalThis at call time, so tests can stand in for WeChat's API.
  return createOfficialAccountAdapter(
    config,
    (input, init) => globalThis.fetch(input, init),
    (detail) => log.warn(detail, 'WeChat API call failed'),
  );
}

const languageQuery = z.object({ language: z.string().max(8).optional() });
const statusParams = z.object({ loginCode: z.string().min(1).max(100) });

function browserSecret(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): string {
  const existing = request.cookies[WECHAT_BROWSER_COOKIE];
  if (existing && existing.length >= 32 && existing.length <= 100) return existing;
  const secret = randomBytes(32).toString('base64url');
  reply.setCookie(WECHAT_BROWSER_COOKIE, secret, {
    path: AUTH_PATHS.wechatLogin,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS,
  });
  return secret;
}

/** WeChat QR sign-in (flag wechat_sso), and the adapter's own routes; with WECHAT_MODE=off only the refusal. */
export async function wechatRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.platform;
  const adapter = config.wechat.mode === 'off' ? null : createWechatAdapter(config.wechat, app.log);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    AUTH_PATHS.wechatLogin,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Starts a WeChat sign-in: a QR code to scan and the loginCode to poll',
        querystring: languageQuery,
        body: wechatLoginStartRequestSchema,
        response: { 200: wechatLoginStartResponseSchema },
      },
    },
    async (request, reply) => {
      const application = await app.applicationLoader.application(request);
      if (!adapter || !application.featureFlags.wechat_sso) throw new AppError(403, 'wechat-sso-disabled');
      const browserHash = hashToken(browserSecret(request, reply, config.secureCookies));
      reply.header('cache-control', 'no-store');
      return startWechatLogin(db, adapter, {
        browserHash,
        redirect: request.body?.redirect ?? null,
        language: requestLanguage(request),
        address: request.ip,
      });
    },
  );

  routes.get(
    AUTH_PATHS.wechatLoginStatus.template,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The state of a WeChat sign-in, for the browser that started it (polled every 2 s)',
        params: statusParams,
        querystring: languageQuery,
        response: { 200: wechatLoginStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const secret = request.cookies[WECHAT_BROWSER_COOKIE];
      const status =
        secret && secret.length <= 100 ? await pollWechatLogin(app, request, reply, request.params.loginCode, hashToken(secret)) : null;
      if (!status) throw new AppError(404, 'not-found');
      reply.header('cache-control', 'no-store');
      return status;
    },
  );

  // Anybody can approve a sandbox sign-in as any openid: fine on a laptop, not on a public site (the start-up
  // notice says so, and a public PUBLIC_URL refuses it without ALLOW_SANDBOX=true).
  if (config.wechat.mode === 'sandbox') await app.register(wechatSandboxRoutes);
  else if (config.wechat.mode === 'official') await app.register(wechatOfficialRoutes, { token: config.wechat.token });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wechatSandboxPaths } from '@marginalia/contracts/auth/auth.paths';
import { DEFAULT_LANGUAGE, isSiteLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { htmlPage, htmlPageOrError } from '../../../platform/http/html-page';
import { renderSandboxPage } from './wechat-sandbox.page';
import { sandboxApprove, sandboxPage, sandboxQrCode, sandboxRefuse } from './wechat-sandbox.service';
import { SANDBOX_STRINGS } from './wechat-sandbox.strings';

/** A Map, not an object: a tag the client sends (`__proto__`, `constructor`) must not find the prototype's members. */
const PRIMARY_TAG_LANGUAGE = new Map<string, SiteLanguage>([
  ['en', 'en'],
  ['pt', 'br'],
  ['zh', 'cn'],
  ['es', 'es'],
  ['ja', 'jp'],
]);

/** The phone's language: `?language=`, the site's cookie, then the best of Accept-Language. */
export function sandboxLanguage(request: FastifyRequest): SiteLanguage {
  const query = request.query as { language?: unknown } | undefined;
  if (isSiteLanguage(query?.language)) return query.language;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isSiteLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: PRIMARY_TAG_LANGUAGE.get(tag.split('-')[0]?.toLowerCase() ?? ''), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}

const ticketParams = z.object({ ticket: z.string().min(1).max(200) });
const languageQuery = z.object({ language: z.string().max(8).optional() });
const approvalBody = z.object({ nickname: z.string().max(1000).optional(), openid: z.string().max(1000).optional() });

/** A fresh openid for the form, shaped like WeChat's (28 characters starting with `o`). */
function sampleOpenid(): string {
  return `o${randomBytes(21).toString('base64url').slice(0, 27)}`;
}

/**
 * The sandbox adapter's pages (WECHAT_MODE=sandbox): the QR image and the phone page it opens, whose
 * Approve / Refuse are plain form posts. The unguessable ticket in the path is the capability, so these
 * posts need no CSRF token; everything shown is escaped and the page runs no script.
 */
export async function wechatSandboxRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.platform;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  routes.get(
    wechatSandboxPaths.qrCode.template,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'WeChat sandbox: the QR code image of a sign-in',
        params: ticketParams,
        response: { 200: z.string().describe('SVG image') },
      },
    },
    async (request, reply) => {
      const svg = await sandboxQrCode(db, config.publicUrl, request.params.ticket);
      if (!svg) return reply.callNotFound();
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  routes.get(
    wechatSandboxPaths.page.template,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'WeChat sandbox: the phone page that approves or refuses a sign-in',
        params: ticketParams,
        querystring: languageQuery,
        response: { 200: htmlPage, 404: htmlPageOrError },
      },
    },
    async (request, reply) => {
      const language = sandboxLanguage(request);
      const sample = { nickname: SANDBOX_STRINGS[language].sampleNickname, openid: sampleOpenid() };
      const state = await sandboxPage(db, request.params.ticket, sample);
      return reply
        .code(state ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSandboxPage(language, request.params.ticket, state ?? { kind: 'expired' }));
    },
  );

  const pageAfterPost = (ticket: string, language: SiteLanguage) => `${wechatSandboxPaths.page(ticket)}?language=${language}`;

  routes.post(
    wechatSandboxPaths.approve.template,
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'WeChat sandbox: approve a sign-in as the phone would',
        consumes: ['application/x-www-form-urlencoded'],
        params: ticketParams,
        querystring: languageQuery,
        body: approvalBody,
        response: { 400: htmlPageOrError },
      },
    },
    async (request, reply) => {
      const language = sandboxLanguage(request);
      const form = await sandboxApprove(db, request.params.ticket, request.body);
      if (form)
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(renderSandboxPage(language, request.params.ticket, form));
      return reply.redirect(pageAfterPost(request.params.ticket, language), 303);
    },
  );

  routes.post(
    wechatSandboxPaths.refuse.template,
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'WeChat sandbox: refuse a sign-in as the phone would',
        consumes: ['application/x-www-form-urlencoded'],
        params: ticketParams,
        querystring: languageQuery,
      },
    },
    async (request, reply) => {
      await sandboxRefuse(db, request.params.ticket);
      return reply.redirect(pageAfterPost(request.params.ticket, sandboxLanguage(request)), 303);
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LANGUAGE_PATH, LOAD_PATH, UPDATE_LANGUAGE_PATH } from '@marginalia/contracts/app-config/app-config.paths';
import {
  accountLanguageRequestSchema,
  loadResponseSchema,
  updateLanguageQuerySchema,
  updateLanguageResponseSchema,
} from '@marginalia/contracts/app-config/app-config.contract';
import { LANGUAGE_COOKIE, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { AppConfig } from '../../platform/config';
import { AppError } from '../../platform/errors/app-error';
import { requireUser } from '../../platform/session/session';
import { sendEncoded } from '../../platform/http/content-encoding';
import { updateUserLanguage } from './app-config.repository';
import { LOAD_CONTENT_TYPE, sendJsonBytes, signedInAnswer } from './load-answer';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function siteLanguageOf(language: string): SiteLanguage {
  if (!isSiteLanguage(language)) throw new AppError(400, 'language-not-supported', { language });
  return language;
}

function setLanguageCookie(reply: FastifyReply, config: AppConfig, language: SiteLanguage): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure: config.secureCookies,
    // The web shell reads it to redirect URLs without a language prefix before the load returns.
    httpOnly: false,
  });
}

export async function appConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.platform;
  const loader = app.applicationLoader;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    LOAD_PATH,
    { config: { access: 'public' }, schema: { tags: ['application'], summary: 'The application (config, settings, translations) and the current user', response: { 200: loadResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      if (!request.session.user) return sendEncoded(request, reply, await loader.visitorAnswer(request), LOAD_CONTENT_TYPE);
      const [start, user, group] = await Promise.all([loader.loadAnswerStart(request), loader.currentUser(request), loader.preferredGroupBanner(request)]);
      return sendJsonBytes(reply, signedInAnswer(start, group, user));
    },
  );

  routes.get(
    UPDATE_LANGUAGE_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['application'],
        summary: "Sets the site language cookie (never the account's language: see the PUT)",
        querystring: updateLanguageQuerySchema,
        response: { 200: updateLanguageResponseSchema },
      },
    },
    async (request, reply) => {
      const language = siteLanguageOf(request.query.language);
      setLanguageCookie(reply, config, language);
      return { siteLanguage: language };
    },
  );

  routes.put(
    ACCOUNT_LANGUAGE_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags: ['application'],
        summary: "Changes the signed-in user's site language, and the cookie",
        body: accountLanguageRequestSchema,
        response: { 200: updateLanguageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const language = siteLanguageOf(request.body.language);
      await updateUserLanguage(db, user.id, language);
      app.identityCache.forgetUser(user.id);
      setLanguageCookie(reply, config, language);
      return { siteLanguage: language };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOAD_PATH, UPDATE_LANGUAGE_PATH } from '@marginalia/contracts/app-config/app-config.paths';
import {
  loadResponseSchema,
  updateLanguageQuerySchema,
  updateLanguageResponseSchema,
} from '@marginalia/contracts/app-config/app-config.contract';
import { LANGUAGE_COOKIE, isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { AppError } from '../../platform/errors/app-error';
import { sendEncoded } from '../../platform/http/content-encoding';
import { updateUserLanguage } from './app-config.repository';
import { LOAD_CONTENT_TYPE, sendJsonBytes, signedInAnswer } from './load-answer';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export async function appConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.platform;
  const loader = app.applicationLoader;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    LOAD_PATH,
    { schema: { tags: ['application'], summary: 'The application (config, settings, translations) and the current user', response: { 200: loadResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      if (!request.session.user) return sendEncoded(request, reply, await loader.visitorAnswer(request), LOAD_CONTENT_TYPE);
      const [start, user] = await Promise.all([loader.loadAnswerStart(request), loader.currentUser(request)]);
      return sendJsonBytes(reply, signedInAnswer(start, user));
    },
  );

  routes.get(
    UPDATE_LANGUAGE_PATH,
    { schema: { tags: ['application'], summary: 'Sets the site language cookie', querystring: updateLanguageQuerySchema, response: { 200: updateLanguageResponseSchema } } },
    async (request, reply) => {
      const { language } = request.query;
      if (!isSiteLanguage(language)) throw new AppError(400, 'language-not-supported', { language });
      if (request.session.user) {
        await updateUserLanguage(db, request.session.user.id, language);
        // A GET that writes: the cache is told here rather than after the request.
        app.identityCache.forgetUser(request.session.user.id);
      }
      reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: config.secureCookies,
        // The web shell reads it to redirect URLs without a language prefix before the load returns.
        httpOnly: false,
      });
      return { siteLanguage: language };
    },
  );
}

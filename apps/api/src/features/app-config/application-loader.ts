import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import type { Db } from '../../platform/db/client';
import type { ApplicationLoader } from '../../platform/http/application-loader';
import { requestLanguage } from '../../platform/http/request-language';
import type { RequestSession } from '../../platform/session/session';
import type { IdentityCache } from '../../platform/session/identity-cache';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { ApplicationCache } from './application-cache';
import { readSettings, type Deployment } from './application.service';
import { buildCurrentUser, cachedSummaries, localizationForVisitor, preferredGroupBanner, summaryFromDatabase } from './current-user.service';
import { findLocalizations } from './app-config.repository';
import { loadAnswerJson } from './load-answer';

const SETTINGS_CACHE_MS = 1000;
const VISITOR: RequestSession = { tokenHash: null, user: null, impersonator: null };

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * `deployment`: what this deployment adds to the stored settings (its sign-in providers, flags it cannot honour).
 * `identity`: the process's session and user cache, when the load's user summary may be kept in it.
 */
export function createApplicationLoader(
  db: Db,
  deployment: Deployment = { configuredProviders: [], flagsOff: [] },
  identity: IdentityCache | null = null,
): ApplicationLoader & { cache: ApplicationCache } {
  const cache = new ApplicationCache(db, Date.now, deployment);
  const summaryOf = identity ? cachedSummaries(db, identity) : summaryFromDatabase(db);
  let settingsEntry: { value: Promise<Settings>; at: number; version: number } | null = null;
  let siteHosts: Promise<Map<string, string>> | null = null;

  const hostLocalization = async (request: FastifyRequest): Promise<string | null> => {
    siteHosts ??= findLocalizations(db).then((rows) => new Map(rows.flatMap((row) => (hostOf(row.secureSite) ? [[hostOf(row.secureSite) as string, row.identity]] : []))));
    const host = request.headers.host?.toLowerCase();
    return host ? ((await siteHosts).get(host) ?? null) : null;
  };

  // On a localization's own site (www.example.cn) that localization applies; on any other host the
  // user's own, or the one the visitor's language belongs to.
  const localizationOf = async (request: FastifyRequest, language: SiteLanguage) =>
    (await hostLocalization(request)) ?? request.session.user?.localization ?? localizationForVisitor(language);

  const application = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    return cache.get(language, await localizationOf(request, language));
  };

  return {
    cache,
    application,
    hostLocalization,
    async currentUser(request) {
      const [app, siteLocalization] = await Promise.all([application(request), hostLocalization(request)]);
      return buildCurrentUser(db, request.session, app, requestLanguage(request), siteLocalization, summaryOf);
    },
    async preferredGroupBanner(request) {
      const user = request.session.user;
      return user ? preferredGroupBanner(await summaryOf(user), requestLanguage(request)) : null;
    },
    async loadAnswerStart(request) {
      const language = requestLanguage(request);
      return cache.answerStart(language, await localizationOf(request, language));
    },
    async visitorAnswer(request) {
      const language = requestLanguage(request);
      // A visitor's user depends on the language and the application only, so one answer serves them all.
      return cache.visitorAnswer(language, await localizationOf(request, language), async ({ application: app, json }) =>
        loadAnswerJson(json, await buildCurrentUser(db, VISITOR, app, language)),
      );
    },
    settingsVersion: () => cache.version(),
    invalidate() {
      cache.invalidate();
      settingsEntry = null;
    },
    async settings() {
      // Read again when the settings version moved (so a change is seen with the application), and at least every second.
      const version = await cache.version();
      const now = Date.now();
      if (!settingsEntry || settingsEntry.version !== version || now - settingsEntry.at > SETTINGS_CACHE_MS) {
        const value = readSettings(db, deployment.configuredProviders);
        const entry = { value, at: now, version };
        settingsEntry = entry;
        value.catch(() => {
          if (settingsEntry === entry) settingsEntry = null;
        });
      }
      return settingsEntry.value;
    },
  };
}

/** Decorates the root instance, so every feature plugin can use `app.applicationLoader`. */
export function registerApplicationLoader(app: FastifyInstance, db: Db): ApplicationLoader & { cache: ApplicationCache } {
  const { config } = app.platform;
  const loader = createApplicationLoader(db, { configuredProviders: config.authProviders, flagsOff: config.wechat.mode === 'off' ? ['wechat_sso'] : [] }, app.identityCache);
  app.decorate('applicationLoader', loader);
  return loader;
}

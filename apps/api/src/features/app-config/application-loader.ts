import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureFlag } from '@marginalia/contracts/app-config/app-config.contract';
import type { Settings, StoredAuthenticationProvider } from '@marginalia/contracts/app-config/settings.contract';
import type { Db } from '../../platform/db/client';
import type { ApplicationLoader } from '../../platform/http/application-loader';
import { requestLanguage } from '../../platform/http/request-language';
import { ApplicationCache } from './application-cache';
import { readSettings } from './application.service';
import { buildCurrentUser, localizationForVisitor } from './current-user.service';
import { findLocalizations } from './app-config.repository';

const SETTINGS_CACHE_MS = 1000;

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * `configuredProviders`: the deployment's sign-in providers (config.authProviders), merged over the stored ones.
 * `flagsOff`: flags the deployment cannot honour (wechat_sso with WECHAT_MODE=off), answered off whatever is stored.
 */
export function createApplicationLoader(
  db: Db,
  configuredProviders: readonly StoredAuthenticationProvider[] = [],
  flagsOff: readonly FeatureFlag[] = [],
): ApplicationLoader & { cache: ApplicationCache } {
  const cache = new ApplicationCache(db, Date.now, { configuredProviders, flagsOff });
  let settingsEntry: { value: Promise<Settings>; at: number } | null = null;
  let siteHosts: Promise<Map<string, string>> | null = null;

  const hostLocalization = async (request: FastifyRequest): Promise<string | null> => {
    siteHosts ??= findLocalizations(db).then((rows) => new Map(rows.flatMap((row) => (hostOf(row.secureSite) ? [[hostOf(row.secureSite) as string, row.identity]] : []))));
    const host = request.headers.host?.toLowerCase();
    return host ? ((await siteHosts).get(host) ?? null) : null;
  };

  const application = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    // On a localization's own site (www.example.cn) that localization applies; on any other host the
    // user's own, or the one the visitor's language belongs to.
    const localization = (await hostLocalization(request)) ?? request.session.user?.localization ?? localizationForVisitor(language);
    return cache.get(language, localization);
  };

  return {
    cache,
    application,
    hostLocalization,
    async currentUser(request) {
      const [app, siteLocalization] = await Promise.all([application(request), hostLocalization(request)]);
      return buildCurrentUser(db, request.session, app, requestLanguage(request), siteLocalization);
    },
    settingsVersion: () => cache.version(),
    invalidate() {
      cache.invalidate();
      settingsEntry = null;
    },
    settings() {
      const now = Date.now();
      if (!settingsEntry || now - settingsEntry.at > SETTINGS_CACHE_MS) settingsEntry = { value: readSettings(db, configuredProviders), at: now };
      return settingsEntry.value;
    },
  };
}

/** Decorates the root instance, so every feature plugin can use `app.applicationLoader`. */
export function registerApplicationLoader(app: FastifyInstance, db: Db): ApplicationLoader & { cache: ApplicationCache } {
  const { config } = app.platform;
  const loader = createApplicationLoader(db, config.authProviders, config.wechat.mode === 'off' ? ['wechat_sso'] : []);
  app.decorate('applicationLoader', loader);
  return loader;
}

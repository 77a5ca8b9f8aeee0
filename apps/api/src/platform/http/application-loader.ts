import type { FastifyRequest } from 'fastify';
import type { Application, CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import type { EncodedBody } from './content-encoding';

/**
 * What every feature may ask about the application without reaching into the app-config feature:
 * the application document for a request (cached), the current user as the load answers it, and the
 * full stored settings (including what is never sent to browsers). The app-config feature implements it.
 */
export interface ApplicationLoader {
  application(request: FastifyRequest): Promise<Application>;
  /** The user of `request.session` as `GET /api/researcher/load` describes it. */
  currentUser(request: FastifyRequest): Promise<CurrentUser>;
  /**
   * The load's answer up to its user (`{"application":…,"user":`), written once per language, localization
   * and settings version, in two parts around the application's one per-user field, `preferredGroup`.
   */
  loadAnswerStart(request: FastifyRequest): Promise<{ head: Buffer; tail: Buffer }>;
  /** The application's `preferredGroup` for the signed-in user: their group's welcome banner; null for visitors. */
  preferredGroupBanner(request: FastifyRequest): Promise<Application['preferredGroup']>;
  /** A visitor's whole load answer, serialized and compressed once per language, localization and settings version. */
  visitorAnswer(request: FastifyRequest): Promise<EncodedBody>;
  settings(): Promise<Settings>;
  /** The localization the request's host belongs to, when the host is one of the localizations' sites. */
  hostLocalization(request: FastifyRequest): Promise<string | null>;
  /** The settings version (bumped by every settings, flag or catalogue change), read at most every half second. */
  settingsVersion(): Promise<number>;
  /** Drops this process's cached application and settings now (after a change made here). */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    applicationLoader: ApplicationLoader;
  }
}

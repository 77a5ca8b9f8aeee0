import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SupportChatSetting } from '@marginalia/contracts/app-config/settings.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { STAFF_ONLINE_MINUTES } from '@marginalia/contracts/support/support.constants';
import type { Db } from '../../platform/db/client';
import { requestLanguage } from '../../platform/http/request-language';
import { captchaRequired } from '../../platform/captcha/captcha-guard';
import type { Platform } from '../../platform/platform';
import type { UserRow } from '../../platform/db/schema/users';
import { staffSignedIn } from './support.repository';

/** What the customer-side services of support get for a request. */
export interface SupportContext {
  platform: Platform;
  db: Db;
  user: UserRow | null;
  language: SiteLanguage;
  now: Date;
  address: string;
  chat: SupportChatSetting;
  /** A visitor with the `captcha` flag on (platform/captcha/captcha-guard.ts). */
  captchaRequired: boolean;
}

export async function supportContext(app: FastifyInstance, request: FastifyRequest): Promise<SupportContext> {
  const [settings, askCaptcha] = await Promise.all([app.applicationLoader.settings(), captchaRequired(app, request)]);
  return {
    platform: app.platform,
    db: app.platform.db,
    user: request.session.user,
    language: requestLanguage(request),
    now: new Date(),
    address: request.ip || 'unknown',
    chat: settings.supportChat,
    captchaRequired: askCaptcha,
  };
}

/** Whether a staff member is signed in now, so a chat is answered live (else by e-mail). */
export function isStaffOnline(db: Db, now: Date): Promise<boolean> {
  return staffSignedIn(db, now, STAFF_ONLINE_MINUTES);
}

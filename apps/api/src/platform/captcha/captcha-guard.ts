import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { verifyCaptcha, type CaptchaPlatform } from './captcha';

/**
 * Requires a verified captcha payload: 400 `captcha-required` without one, 400 `captcha-invalid` for one that is
 * malformed, tampered with, expired, wrong or used before. Both name the `captcha` field.
 */
export async function requireCaptcha(platform: CaptchaPlatform, payload: string | null | undefined): Promise<void> {
  if (!payload) throw new AppError(400, 'captcha-required', {}, { captcha: 'captcha-required' });
  const verdict = await verifyCaptcha(platform, payload);
  if (verdict !== 'verified') throw new AppError(400, 'captcha-invalid', {}, { captcha: 'captcha-invalid' });
}

/** Whether this request must carry a captcha: the caller is a visitor and the `captcha` flag is on. */
export async function captchaRequired(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (request.session.user) return false;
  const application = await app.applicationLoader.application(request);
  return application.featureFlags.captcha === true;
}

/**
 * For a route that visitors may call: when the `captcha` flag is on and the caller is not signed in, the payload
 * must verify (requireCaptcha). Signed-in callers (and staff acting for a customer) are never asked.
 */
export async function requireVisitorCaptcha(app: FastifyInstance, request: FastifyRequest, payload: string | null | undefined): Promise<void> {
  if (await captchaRequired(app, request)) await requireCaptcha(app.platform, payload);
}

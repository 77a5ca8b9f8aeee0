import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';
import { referralShareUrl, type ReferralChannel } from '@marginalia/contracts/referrals/referral-rules';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { AppError } from '../../platform/errors/app-error';
import { currencyOf } from '../../platform/reference/currencies';
import type { UserRow } from '../../platform/db/schema/users';
import { flyerPng, flyerSvg, qrCodePng, qrCodeSvg, type FlyerContent } from './referral-images';
import { findReferrerByCode } from './referrals.repository';

/**
 * The QR code and the flyer. The flyer is public by its code (it is meant to be passed on) but only while
 * `displayReferralRewardsFlyer` is on. Rendering a PNG takes a few hundred milliseconds, so the last few
 * hundred are kept in memory by everything they show.
 */
const CACHE_LIMIT = 200;
const pngCache = new Map<string, Promise<Buffer>>();

function cachedPng(content: FlyerContent): Promise<Buffer> {
  const key = JSON.stringify(content);
  const hit = pngCache.get(key);
  if (hit) return hit;
  const rendered = flyerPng(content);
  pngCache.set(key, rendered);
  rendered.catch(() => pngCache.delete(key));
  if (pngCache.size > CACHE_LIMIT) pngCache.delete(pngCache.keys().next().value as string);
  return rendered;
}

function shareUrlOf(app: FastifyInstance, language: string, code: string, channel: ReferralChannel): string {
  return referralShareUrl(app.platform.config.publicUrl, language, code, channel);
}

/** GET /api/referral-rewards/qr-code?format=: the QR code of the user's share link, in their language. */
export async function userQrCode(app: FastifyInstance, user: UserRow, language: SiteLanguage, format: 'png' | 'svg'): Promise<{ body: Buffer | string; contentType: string }> {
  const url = shareUrlOf(app, language, user.referralCode, 'qr');
  return format === 'svg' ? { body: await qrCodeSvg(url), contentType: 'image/svg+xml; charset=utf-8' } : { body: await qrCodePng(url), contentType: 'image/png' };
}

/** GET /api/referral-rewards/flyer/{code}/image?language=&format=: the flyer of a referral code. */
export async function flyerImage(app: FastifyInstance, code: string, language: SiteLanguage, format: 'png' | 'svg'): Promise<{ body: Buffer | string; contentType: string }> {
  const settings = await app.applicationLoader.settings();
  if (!settings.displayReferralRewardsFlyer) throw new AppError(404, 'referral-flyer-unavailable');
  const referrer = await findReferrerByCode(app.platform.db, code);
  if (!referrer || !referrer.active) throw new AppError(404, 'referral-code-unknown');
  const currency = await currencyOf(app.platform.db, referrer.currency ?? 'USD');
  const amount = convertUsdCents(toMinorUnits(settings.referralAmount, 2), { isoCode: currency.isoCode, numDecimals: currency.numDecimals, perUsd: String(currency.perUsd) });
  const content: FlyerContent = {
    language,
    company: settings.companyShortName,
    referrerFirstName: referrer.firstName.trim(),
    amount: formatMoney(amount, currency),
    code: referrer.referralCode,
    shareUrl: shareUrlOf(app, language, referrer.referralCode, 'flyer'),
  };
  return format === 'svg' ? { body: await flyerSvg(content), contentType: 'image/svg+xml; charset=utf-8' } : { body: await cachedPng(content), contentType: 'image/png' };
}

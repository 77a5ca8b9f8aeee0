import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { convertFromUsd } from '@marginalia/contracts/formatting/money';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';
import { mergeReferralEmails } from '@marginalia/contracts/order-form/pricing/referral-emails';
import type { ReferralChannel } from '@marginalia/contracts/referrals/referral-rules';
import type { ReferralInvitationResponse, ReferralLoadResponse, StaffCustomerReferralsResponse, StaffReferral, TotalCreditsResponse } from '@marginalia/contracts/referrals/referrals.contract';
import { personName } from '@marginalia/contracts/formatting/person-name';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import type { UserRow } from '../../platform/db/schema/users';
import { AppError } from '../../platform/errors/app-error';
import { currencyOf } from '../../platform/reference/currencies';
import { ensureVisitorToken } from '../../platform/session/visitor';
import { consumeRateLimit } from '../../platform/security/rate-limit';
import { sendReferralInvites } from '../order-form/order-form.public';
import { VISIT_LIFETIME_MS } from './referral-lifecycle';
import {
  countInvitesSent,
  findCustomerByIdentity,
  findReferralOf,
  findReferralsBy,
  findReferralsOfCustomer,
  findReferrerByCode,
  forgetVisitsBefore,
  saveVisit,
  sumEarnedCredits,
} from './referrals.repository';

const HOUR_MS = 60 * 60 * 1000;
const VISITS_PER_ADDRESS_HOUR = 60;

/** A person as the other side of a referral sees them: first name and the initial of the last. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

const currencyView = (currency: CurrencyRow) => ({ isoCode: currency.isoCode, sign: currency.sign, numDecimals: currency.numDecimals });
const heldToShown = (usdCents: number, currency: CurrencyRow) => convertFromUsd(usdCents, String(currency.perUsd), currency.numDecimals);

/** GET /api/referral-rewards/load: the counts, the user's referrals and the referral they came through. */
export async function loadReferrals(db: Db, user: UserRow): Promise<ReferralLoadResponse> {
  const [sent, made, cameThrough, currency] = await Promise.all([countInvitesSent(db, user.id), findReferralsBy(db, user.id), findReferralOf(db, user.id), currencyOf(db, user.currency ?? 'USD')]);
  const perUsd = String(currency.perUsd);
  return {
    referralCode: user.referralCode,
    numberOfReferralsSent: sent,
    numberOfSignUps: made.length,
    currency: currencyView(currency),
    referrals: made.map(({ referral, firstName, lastName }) => ({
      name: shortName(firstName, lastName),
      date: referral.createdAt.toISOString(),
      status: referral.status,
      credit: referral.status === 'registered' || referral.creditUsdCents === null ? null : heldToShown(referral.creditUsdCents, currency),
      rewardedAt: referral.rewardedAt?.toISOString() ?? null,
      reversedAt: referral.reversedAt?.toISOString() ?? null,
    })),
    referredBy: cameThrough
      ? {
          name: shortName(cameThrough.firstName, cameThrough.lastName),
          date: cameThrough.referral.createdAt.toISOString(),
          welcomeCode: cameThrough.welcomeCode?.code ?? null,
          welcomeCodeUsed: cameThrough.welcomeUses > 0,
          discount: convertUsdCents(cameThrough.welcomeCode?.amountUsdCents ?? 0, { isoCode: currency.isoCode, numDecimals: currency.numDecimals, perUsd }),
        }
      : null,
  };
}

/** GET /api/referral-rewards/total-credits: referral credit earned and not taken back, shown in the user's currency. */
export async function totalEarnedCredits(db: Db, user: UserRow): Promise<TotalCreditsResponse> {
  const [usdCents, currency] = await Promise.all([sumEarnedCredits(db, user.id), currencyOf(db, user.currency ?? 'USD')]);
  return { totalEarnedCredits: heldToShown(usdCents, currency), currency: currencyView(currency) };
}

/**
 * POST /api/referral-rewards/visits: a visitor arrived through a share link, QR code, flyer or invitation.
 * The code is kept against the visitor's browser (the last one wins) until it registers. Signed-in people
 * have an account already: nothing is recorded for them.
 */
export async function recordVisit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, code: string, channel: ReferralChannel): Promise<{ recorded: boolean }> {
  const referrer = await findReferrerByCode(app.platform.db, code);
  if (!referrer || !referrer.active) throw new AppError(404, 'referral-code-unknown');
  if (request.session.user) return { recorded: false };
  const now = new Date();
  // A visit writes a row: an address may record a few dozen an hour (a university's researchers share one).
  await consumeRateLimit(app.platform.db, [{ bucket: `referral-visit:address:${request.ip || 'unknown'}`, limit: VISITS_PER_ADDRESS_HOUR, windowMs: HOUR_MS }], now);
  const visitorTokenHash = ensureVisitorToken(request, reply, app.platform.config.secureCookies);
  await saveVisit(app.platform.db, { visitorTokenHash, referrerId: referrer.id, channel, visitedAt: now });
  await forgetVisitsBefore(app.platform.db, new Date(now.getTime() - VISIT_LIFETIME_MS));
  return { recorded: true };
}

/** GET /api/referral-rewards/invitations/{code}: the referrer's first name for the invited person's page. */
export async function findInvitation(db: Db, code: string): Promise<ReferralInvitationResponse> {
  const referrer = await findReferrerByCode(db, code);
  if (!referrer || !referrer.active) throw new AppError(404, 'referral-code-unknown');
  return { referralCode: referrer.referralCode, firstName: referrer.firstName.trim() };
}

/** POST /api/referral-rewards/invite: the order form's invitation e-mails, from the referral page. */
export async function inviteByEmail(app: FastifyInstance, user: UserRow, raw: string, referralAmountUsd: number) {
  const merged = mergeReferralEmails(raw, []);
  if (!merged.valid) throw new AppError(400, 'referral-email-validation-error', {}, { referralEmails: 'referral-email-validation-error' });
  const before = await countInvitesSent(app.platform.db, user.id);
  await sendReferralInvites(app, user, merged.emails, referralAmountUsd);
  const after = await countInvitesSent(app.platform.db, user.id);
  return { invited: after - before, numberOfReferralsSent: after };
}

/** Staff: a customer's referrals both ways (amounts in US cents, as credits are held). */
export async function customerReferrals(db: Db, identity: string, language: SiteLanguage): Promise<StaffCustomerReferralsResponse> {
  const customer = await findCustomerByIdentity(db, identity);
  if (!customer) throw new AppError(404, 'customer-not-found');
  const rows = await findReferralsOfCustomer(db, customer.id);
  const views: StaffReferral[] = rows.map((row) => ({
    referrer: { identity: row.referrer.identity, name: personName(language, row.referrer), email: row.referrer.email },
    referred: { identity: row.referred.identity, name: personName(language, row.referred), email: row.referred.email },
    channel: row.referral.channel,
    status: row.referral.status,
    createdAt: row.referral.createdAt.toISOString(),
    rewardOrderExternalId: row.orderExternalId,
    creditUsdCents: row.referral.creditUsdCents,
    creditReference: row.creditReference,
    rewardedAt: row.referral.rewardedAt?.toISOString() ?? null,
    reversedAt: row.referral.reversedAt?.toISOString() ?? null,
    reversedUsdCents: row.referral.reversedUsdCents,
  }));
  const referredBy = views.find((_view, index) => rows[index]?.referral.referredUserId === customer.id) ?? null;
  const made = views.filter((_view, index) => rows[index]?.referral.referrerId === customer.id);
  const totalEarnedUsdCents = made.filter((view) => view.status === 'rewarded').reduce((sum, view) => sum + (view.creditUsdCents ?? 0), 0);
  return { referredBy, referrals: made, totalEarnedUsdCents };
}

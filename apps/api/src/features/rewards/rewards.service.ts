import type { Coupon, CouponsResponse, LoyaltyLoadResponse, PromoCodeBenefit, RewardHistoryResponse } from '@marginalia/contracts/rewards/rewards.contract';
import { HIGHLIGHT_NEW_CODE_DAYS, REWARD_HISTORY_PAGE_SIZE, percentLabel } from '@marginalia/contracts/rewards/rewards.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';
import type { Db } from '../../platform/db/client';
import type { PromotionalCodeRow } from '../../platform/db/schema/promotions';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import type { UserRow } from '../../platform/db/schema/users';
import { currencyOf } from '../../platform/reference/currencies';
import { findListedCodes, promotionRefusal } from '../order-form/order-form.public';
import { findOwnCodes, findRewardHistoryPage, usesByUserOf } from './rewards.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a code takes off, in the user's currency: a fixed amount is converted and rounded like a price. */
export function discountOf(code: Pick<PromotionalCodeRow, 'percentBased' | 'percent' | 'amountUsdCents'>, currency: CurrencyRow) {
  if (code.percentBased) {
    const percent = code.percent ?? 0;
    return { percentBased: true, amount: percent, displayableAmount: percentLabel(percent) };
  }
  const amount = convertUsdCents(code.amountUsdCents ?? 0, { isoCode: currency.isoCode, numDecimals: currency.numDecimals, perUsd: String(currency.perUsd) });
  return { percentBased: false, amount, displayableAmount: formatMoney(amount, currency) };
}

async function userCurrency(db: Db, user: UserRow): Promise<CurrencyRow> {
  return currencyOf(db, user.currency ?? 'USD');
}

/**
 * GET /api/loyalty/load: the user's own codes (level, staff and referral codes). Used and expired codes
 * are answered too (the page hides them until asked); a code issued in the last 30 days and still usable
 * is highlighted as new.
 */
export async function loadPromoCodeBenefits(db: Db, user: UserRow, now: Date): Promise<LoyaltyLoadResponse> {
  const [codes, currency] = await Promise.all([findOwnCodes(db, user.id), userCurrency(db, user)]);
  const promoCodeBenefits: PromoCodeBenefit[] = codes.map(({ code, usesByUser }) => {
    const used = usesByUser >= code.maxUsesPerCustomer;
    const expired = code.endsAt !== null && code.endsAt <= now;
    return {
      code: code.code,
      name: code.description,
      discount: discountOf(code, currency),
      endDate: code.endsAt?.toISOString() ?? null,
      used,
      expired,
      highlighted: !used && !expired && now.getTime() - code.createdAt.getTime() < HIGHLIGHT_NEW_CODE_DAYS * DAY_MS,
      source: code.source,
      serviceIdentities: code.serviceIdentities ?? null,
    };
  });
  return { promoCodeBenefits };
}

/** GET /api/reward/history/load?page=: ten rows a page, newest first; a page past the end is empty. */
export async function loadRewardHistory(db: Db, user: UserRow, page: number): Promise<RewardHistoryResponse> {
  const { rows, total } = await findRewardHistoryPage(db, user.id, page, REWARD_HISTORY_PAGE_SIZE);
  return {
    rewardHistory: rows.map((row) => ({ name: row.name, points: row.points, date: row.createdAt.toISOString(), pointsToDate: row.pointsToDate })),
    pagination: { page, pageSize: REWARD_HISTORY_PAGE_SIZE, total, pages: Math.ceil(total / REWARD_HISTORY_PAGE_SIZE) },
  };
}

/**
 * GET /api/coupons/load: 'Current Promotions', the running codes this user may apply — listed public codes
 * and their own — as the order form's promo engine judges them, plus those they already used (marked used).
 * Codes the engine would refuse them for another reason (first orders only, used up) are left out.
 */
export async function loadCoupons(db: Db, user: UserRow, now: Date): Promise<CouponsResponse> {
  const [codes, currency] = await Promise.all([findListedCodes(db, user.id, now), userCurrency(db, user)]);
  const uses = await usesByUserOf(db, user.id, codes.map((code) => code.id));
  const coupons: Coupon[] = [];
  for (const code of codes) {
    const used = (uses.get(code.id) ?? 0) >= code.maxUsesPerCustomer;
    if (!used && (await promotionRefusal(db, code, user, now)) !== null) continue;
    coupons.push({
      code: code.code,
      description: code.description,
      discount: discountOf(code, currency),
      serviceIdentities: code.serviceIdentities ?? null,
      endDate: code.endsAt?.toISOString() ?? null,
      used,
      personal: code.userId !== null,
      newCustomersOnly: code.newCustomersOnly,
    });
  }
  return { coupons };
}

import { z } from 'zod';
import { rewardHistoryRowSchema } from './loyalty.contract';

/**
 * The rewards page: the promotional-code benefits the user earned, the points history in pages of ten,
 * and the coupons page's 'Current Promotions'. Amounts are in the user's currency (minor units) with
 * `displayableAmount` written for showing ("10%", "$20.00").
 */
export const REWARD_HISTORY_PAGE_SIZE = 10;
/** A code issued this recently and still unused is highlighted as new. */
export const HIGHLIGHT_NEW_CODE_DAYS = 30;

export const benefitDiscountSchema = z.object({
  percentBased: z.boolean(),
  /** The percent when percentBased, else minor units of the user's currency. */
  amount: z.number().int(),
  displayableAmount: z.string(),
});

export const promoCodeBenefitSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: benefitDiscountSchema,
  /** ISO timestamp of the last moment it works; null = no end. */
  endDate: z.string().nullable(),
  used: z.boolean(),
  highlighted: z.boolean(),
  /** Where it came from: a level reached, staff, a referral welcome. */
  source: z.enum(['campaign', 'personal', 'loyalty', 'referral']),
  /** The services it discounts; null = every service. */
  serviceIdentities: z.array(z.string()).nullable(),
  expired: z.boolean(),
});
export type PromoCodeBenefit = z.infer<typeof promoCodeBenefitSchema>;

/** GET /api/loyalty/load. */
export const loyaltyLoadResponseSchema = z.object({ promoCodeBenefits: z.array(promoCodeBenefitSchema) });
export type LoyaltyLoadResponse = z.infer<typeof loyaltyLoadResponseSchema>;

/** GET /api/reward/history/load?page=0. */
export const rewardHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: 'page-invalid' }).int('page-invalid').min(0, 'page-invalid').max(100_000, 'page-invalid').default(0),
});
export const rewardHistoryResponseSchema = z.object({
  rewardHistory: z.array(rewardHistoryRowSchema),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), pages: z.number().int() }),
});
export type RewardHistoryResponse = z.infer<typeof rewardHistoryResponseSchema>;

/** GET /api/coupons/load: a code the user may use now (public listed codes and the user's own). */
export const couponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount: benefitDiscountSchema,
  serviceIdentities: z.array(z.string()).nullable(),
  endDate: z.string().nullable(),
  used: z.boolean(),
  personal: z.boolean(),
  newCustomersOnly: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponsResponseSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponsResponse = z.infer<typeof couponsResponseSchema>;

/** Written as the pages show it: "10%" or the amount in the currency. */
export function percentLabel(percent: number): string {
  return `${percent}%`;
}

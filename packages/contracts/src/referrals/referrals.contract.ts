import { z } from 'zod';
import { REFERRAL_CHANNELS } from './referral-rules';

/**
 * The referral programme: the user's counts, their referrals both ways, the credits earned, the visits
 * that record a referral code, the invited person's landing page, invitation e-mails.
 */
export const referralCodeSchema = z.string().trim().min(4, 'referral-code-invalid').max(32, 'referral-code-invalid').regex(/^[0-9A-Za-z]+$/, 'referral-code-invalid');

const moneyCurrencySchema = z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int() });

export const referralStatusSchema = z.enum(['registered', 'rewarded', 'reversed']);

/** A referral as the referrer sees it: who (first name and initial), when, and what it earned. */
export const referralRowSchema = z.object({
  name: z.string(),
  date: z.string(),
  status: referralStatusSchema,
  /** The credit earned, in minor units of the user's currency; null while not earned. */
  credit: z.number().int().nullable(),
  rewardedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

/** GET /api/referral-rewards/load. */
export const referralLoadResponseSchema = z.object({
  referralCode: z.string(),
  /** Invitations sent by e-mail. */
  numberOfReferralsSent: z.number().int(),
  /** Accounts registered through the user's referral. */
  numberOfSignUps: z.number().int(),
  currency: moneyCurrencySchema,
  referrals: z.array(referralRowSchema),
  /** The referral this account came through, if any. */
  referredBy: z
    .object({
      name: z.string(),
      date: z.string(),
      welcomeCode: z.string().nullable(),
      welcomeCodeUsed: z.boolean(),
      /** The first-order discount in minor units of the user's currency (converted like a price). */
      discount: z.number().int(),
    })
    .nullable(),
});
export type ReferralLoadResponse = z.infer<typeof referralLoadResponseSchema>;

/** GET /api/referral-rewards/total-credits: referral credit earned (not taken back), in the user's currency. */
export const totalCreditsResponseSchema = z.object({ totalEarnedCredits: z.number().int(), currency: moneyCurrencySchema });
export type TotalCreditsResponse = z.infer<typeof totalCreditsResponseSchema>;

/** POST /api/referral-rewards/visits. */
export const referralVisitRequestSchema = z.object({
  referralCode: referralCodeSchema,
  channel: z.enum(REFERRAL_CHANNELS, { error: 'referral-code-invalid' }).default('link'),
});
export type ReferralVisitRequest = z.input<typeof referralVisitRequestSchema>;
/** `recorded` is false for a signed-in user (the account exists already) and for an unknown code. */
export const referralVisitResponseSchema = z.object({ recorded: z.boolean() });

export const referralCodeParamsSchema = z.object({ code: referralCodeSchema });
/** GET /api/referral-rewards/invitations/{code}: 404 for an unknown code. */
export const referralInvitationResponseSchema = z.object({ referralCode: z.string(), firstName: z.string() });
export type ReferralInvitationResponse = z.infer<typeof referralInvitationResponseSchema>;

/** POST /api/referral-rewards/invite: comma-separated addresses, at most 10 (as the order form's invite). */
export const referralInviteRequestSchema = z.object({ referralEmails: z.string().max(5000, 'referral-email-validation-error') });
export const referralInviteResponseSchema = z.object({ invited: z.number().int(), numberOfReferralsSent: z.number().int() });

export const qrCodeQuerySchema = z.object({ format: z.enum(['png', 'svg'], { error: 'qr-format-invalid' }).default('png') });
export const flyerImageQuerySchema = z.object({ language: z.enum(['en', 'br', 'cn', 'es', 'jp'], { error: 'language-not-supported' }).default('en') });

/** Staff: a customer's referrals, both ways. Amounts in US cents. */
export const staffReferralSchema = z.object({
  referrer: z.object({ identity: z.string(), name: z.string(), email: z.string() }),
  referred: z.object({ identity: z.string(), name: z.string(), email: z.string() }),
  channel: z.enum(REFERRAL_CHANNELS),
  status: referralStatusSchema,
  createdAt: z.string(),
  rewardOrderExternalId: z.string().nullable(),
  creditUsdCents: z.number().int().nullable(),
  creditReference: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
  reversedUsdCents: z.number().int().nullable(),
});
export type StaffReferral = z.infer<typeof staffReferralSchema>;
export const staffCustomerReferralsResponseSchema = z.object({
  referredBy: staffReferralSchema.nullable(),
  referrals: z.array(staffReferralSchema),
  totalEarnedUsdCents: z.number().int(),
});
export type StaffCustomerReferralsResponse = z.infer<typeof staffCustomerReferralsResponseSchema>;

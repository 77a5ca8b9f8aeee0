import { z } from 'zod';

/**
 * What a loyalty level gives (staff console, catalogue): each benefit issues one personal promotional code
 * to a researcher reaching its level, once, valid `validDays` from that day.
 */
const countSchema = (min: number, max: number) => z.number({ error: 'staff-number-range' }).int('staff-number-range').min(min, 'staff-number-range').max(max, 'staff-number-range');

export const loyaltyBenefitInputSchema = z
  .object({
    levelIdentity: z.enum(['level1', 'level2', 'level3', 'level4', 'level5', 'level6'], { error: 'value-required' }),
    description: z.string().trim().min(1, 'value-required').max(200, 'field-too-long'),
    kind: z.enum(['percent', 'amount']),
    percent: countSchema(1, 100).nullable(),
    /** US cents. */
    amountUsdCents: countSchema(1, 100_000_00).nullable(),
    serviceIdentities: z.array(z.string().min(1).max(60)).min(1, 'staff-services-required').max(50).nullable(),
    validDays: countSchema(1, 3650),
    active: z.boolean(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent' && value.percent === null) context.addIssue({ code: 'custom', path: ['percent'], message: 'staff-number-range' });
    if (value.kind === 'amount' && value.amountUsdCents === null) context.addIssue({ code: 'custom', path: ['amountUsdCents'], message: 'staff-amount-required' });
  });
export type LoyaltyBenefitInput = z.input<typeof loyaltyBenefitInputSchema>;
export type LoyaltyBenefitRequest = z.output<typeof loyaltyBenefitInputSchema>;

export const loyaltyBenefitSchema = z.object({
  id: z.number().int(),
  levelIdentity: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'amount']),
  percent: z.number().int().nullable(),
  amountUsdCents: z.number().int().nullable(),
  serviceIdentities: z.array(z.string()).nullable(),
  validDays: z.number().int(),
  active: z.boolean(),
  /** Codes issued so far. */
  issued: z.number().int(),
});
export type LoyaltyBenefitView = z.infer<typeof loyaltyBenefitSchema>;
export const loyaltyBenefitsResponseSchema = z.object({ benefits: z.array(loyaltyBenefitSchema) });
export const loyaltyBenefitResponseSchema = z.object({ benefit: loyaltyBenefitSchema });
export const loyaltyBenefitIdParamsSchema = z.object({ id: z.coerce.number({ error: 'staff-loyalty-benefit-not-found' }).int('staff-loyalty-benefit-not-found').min(1, 'staff-loyalty-benefit-not-found').max(2_147_483_647, 'staff-loyalty-benefit-not-found') });

/** A personal code staff give one customer. */
export const personalCodeInputSchema = z
  .object({
    description: z.string().trim().min(1, 'value-required').max(200, 'field-too-long'),
    kind: z.enum(['percent', 'amount']),
    percent: countSchema(1, 100).nullable(),
    amountUsdCents: countSchema(1, 100_000_00).nullable(),
    serviceIdentities: z.array(z.string().min(1).max(60)).min(1, 'staff-services-required').max(50).nullable(),
    validDays: countSchema(1, 3650),
    reason: z.string().trim().min(1, 'staff-reason-required').max(500, 'field-too-long'),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent' && value.percent === null) context.addIssue({ code: 'custom', path: ['percent'], message: 'staff-number-range' });
    if (value.kind === 'amount' && value.amountUsdCents === null) context.addIssue({ code: 'custom', path: ['amountUsdCents'], message: 'staff-amount-required' });
  });
export type PersonalCodeInput = z.input<typeof personalCodeInputSchema>;
export type PersonalCodeRequest = z.output<typeof personalCodeInputSchema>;
export const personalCodeResponseSchema = z.object({ code: z.string(), endDate: z.string() });

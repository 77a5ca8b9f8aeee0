import { z } from 'zod';
import { auditEventSchema, staffMemberSchema, staffPageSchema, staffPaginationSchema } from './staff-common.contract';
import { ORDER_STATUSES } from './order-workflow';

/**
 * The customers desk: search, a customer's page, flags, courtesy credits,
 * impersonation and admin-created orders. Amounts are minor units of their currency; credits are US cents.
 */

export const staffCustomerSearchQuerySchema = z.object({
  /** A name, part of an e-mail, or an exact order number. Empty lists the newest customers. */
  q: z.string().trim().max(120).default(''),
  page: staffPageSchema,
});
export type StaffCustomerSearchQuery = z.infer<typeof staffCustomerSearchQuerySchema>;

export const staffCustomerRowSchema = z.object({
  identity: z.string(),
  name: z.string(),
  email: z.string(),
  institution: z.string().nullable(),
  country: z.string().nullable(),
  numberOfOrders: z.number().int(),
  unpaidInvoices: z.number().int(),
  active: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

export const staffCustomerSearchResponseSchema = z.object({
  customers: z.array(staffCustomerRowSchema),
  pagination: staffPaginationSchema,
});
export type StaffCustomerSearchResponse = z.infer<typeof staffCustomerSearchResponseSchema>;

export const customerFlagsSchema = z.object({
  hideInvoices: z.boolean(),
  hasRewards: z.boolean(),
  voucherAvailable: z.boolean(),
  overrideDownloadAvailable: z.boolean(),
  languageAssessmentEnabled: z.boolean(),
  /** Digital editing without a subscription (the trial). */
  digitalEditingTrial: z.boolean(),
  /** A preferred group's code; null = none. */
  preferredGroupCode: z.string().trim().min(1).max(60).nullable(),
  /** A migration group's code; null = none. */
  migrationGroup: z.string().trim().min(1).max(60).nullable(),
});
export type CustomerFlags = z.infer<typeof customerFlagsSchema>;

const groupOptionSchema = z.object({ code: z.string(), name: z.string() });

export const staffCustomerDetailSchema = z.object({
  profile: z.object({
    identity: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    institution: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    currency: z.string().nullable(),
    localization: z.string(),
    siteLanguage: z.string(),
    timeZone: z.string(),
    role: z.enum(['researcher', 'staff']),
    active: z.boolean(),
    createdAt: z.string(),
    referralCode: z.string(),
  }),
  flags: customerFlagsSchema,
  /** What the customer's files take in storage: their uploads and the files delivered to them. */
  storage: z.object({ bytes: z.number().int(), files: z.number().int() }),
  preferredGroup: z.object({ code: z.string(), name: z.string(), discountPercent: z.number().int() }).nullable(),
  orders: z.array(
    z.object({
      externalId: z.string(),
      title: z.string(),
      status: z.enum(ORDER_STATUSES),
      deadline: z.string(),
      createdAt: z.string(),
      paid: z.boolean(),
      adminCreated: z.boolean(),
      currency: z.string(),
      totalAmount: z.number().int(),
    }),
  ),
  invoices: z.array(
    z.object({
      invoiceNumber: z.string(),
      kind: z.enum(['order', 'retainer']),
      currency: z.string(),
      totalAmount: z.number().int(),
      balance: z.number().int(),
      paid: z.boolean(),
      pendingWriteoff: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  credits: z.array(
    z.object({
      referenceNumber: z.string(),
      source: z.enum(['prepayment', 'referral', 'courtesy', 'refund', 'reward']),
      totalUsdCents: z.number().int(),
      balanceUsdCents: z.number().int(),
      expiresAt: z.string().nullable(),
      note: z.string().nullable(),
      grantedBy: staffMemberSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Usable credit today (not expired), US cents. */
  creditBalanceUsdCents: z.number().int(),
  rewards: z.object({ totalPoints: z.number().int(), levelIdentity: z.string(), levelName: z.string().nullable() }),
  audit: z.array(auditEventSchema),
  /** Choices for the flags form. */
  preferredGroups: z.array(groupOptionSchema.extend({ discountPercent: z.number().int() })),
  migrationGroups: z.array(groupOptionSchema),
});
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetailSchema>;

/** The largest single courtesy credit, US cents ($10,000): a typo of a few zeros is refused. */
export const MAX_COURTESY_CREDIT_USD_CENTS = 1_000_000;
/** Courtesy credits expire after a year unless staff choose a date. */
export const COURTESY_CREDIT_DAYS = 365;

export const grantCreditRequestSchema = z.object({
  /** US cents. */
  amount: z.number().int('staff-credit-amount-invalid').min(1, 'staff-credit-amount-invalid').max(MAX_COURTESY_CREDIT_USD_CENTS, 'staff-credit-amount-too-large'),
  /** YYYY-MM-DD (UTC end of that day); absent = one year from today. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'staff-credit-expiry-invalid')
    .nullish(),
  note: z.string().trim().min(1, 'staff-note-required').max(500),
});
export type GrantCreditRequest = z.infer<typeof grantCreditRequestSchema>;

export const grantCreditResponseSchema = z.object({ referenceNumber: z.string(), creditBalanceUsdCents: z.number().int() });

/** Impersonation, its end and an admin-created order all answer where the browser goes next (a full reload). */
export const redirectResponseSchema = z.object({ redirectUri: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const customerIdentityParamsSchema = z.object({ identity: z.string().min(1).max(60) });

import { z } from 'zod';
import { paymentFormSchema } from '../payments/payment-form.contract';
import { paymentCurrencySchema } from '../payments/payment-load.contract';

/** Kinds of digital product; each kind has its own page and payment path, and one purchase path. */
export const DIGITAL_PRODUCT_KINDS = ['translation-package', 'editing-subscription'] as const;
export type DigitalProductKind = (typeof DIGITAL_PRODUCT_KINDS)[number];

/** After paying, the purchase page asks for the purchase every 10 seconds until it exists. */
export const DIGITAL_PURCHASE_POLL_MS = 10_000;

/** A product as a buyer sees it ("available purchase"), priced in one currency (minor units). */
export const availableDigitalPurchaseSchema = z.object({
  identity: z.string(),
  kind: z.enum(DIGITAL_PRODUCT_KINDS),
  label: z.string(),
  allowedLanguages: z.array(z.string()),
  /** Uses it gives; null = unlimited within its period (a subscription). */
  numberOfUsesAvailable: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  price: z.number().int(),
  /** Uses × the single-use package's price (the price itself when there is none). */
  fullPrice: z.number().int(),
  currency: z.string(),
});
export type AvailableDigitalPurchase = z.infer<typeof availableDigitalPurchaseSchema>;

/** What a purchase gave and what is left ("purchase record"). */
export const digitalPurchaseRecordSchema = z.object({
  identity: z.string(),
  kind: z.enum(DIGITAL_PRODUCT_KINDS),
  label: z.string(),
  source: z.enum(['payment', 'grant', 'trial']),
  valid: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  allowedLanguages: z.array(z.string()),
  numberOfUses: z.number().int().nullable(),
  numberOfUsesRemaining: z.number().int().nullable(),
  receiptCode: z.string().nullable(),
  /** Ended early by staff or by a refund of its payment (endsAt is then that moment). */
  revokedAt: z.string().nullable(),
});
export type DigitalPurchaseRecord = z.infer<typeof digitalPurchaseRecordSchema>;

export const purchaseOffersQuerySchema = z.object({
  kind: z.enum(DIGITAL_PRODUCT_KINDS).default('translation-package'),
  /** For a user without a currency: the one the picker chose. */
  currency: z.string().trim().length(3).optional(),
});

/** GET /api/digital-purchases/offers: what the purchase page shows and how it may be paid. */
export const purchaseOffersResponseSchema = z.object({
  /** The currency of the prices: the user's, the chosen one, or null when the user has none yet (picker shown). */
  currency: paymentCurrencySchema.nullable(),
  userHasCurrency: z.boolean(),
  currencies: z.array(paymentCurrencySchema),
  products: z.array(availableDigitalPurchaseSchema),
  /** Payment methods minus bank transfer, boleto and credits. */
  paymentMethods: z.array(z.number().int()),
  fapiaoOffered: z.boolean(),
});
export type PurchaseOffersResponse = z.infer<typeof purchaseOffersResponseSchema>;

/** POST /api/digital-translation/payment (and the subscription's): the payment form plus the product. */
export const digitalPurchasePaymentSchema = paymentFormSchema.extend({
  availableDigitalPurchaseIdentity: z.string().trim().min(1, 'value-required').max(64),
  /** A user without a currency pays in the one the picker chose. */
  currency: z.string().trim().length(3).nullish(),
});
export type DigitalPurchasePaymentRequest = z.infer<typeof digitalPurchasePaymentSchema>;
export type DigitalPurchasePaymentInput = z.input<typeof digitalPurchasePaymentSchema>;

export const purchaseStatusResponseSchema = z.object({
  status: z.enum(['pending', 'completed', 'failed']),
  purchase: digitalPurchaseRecordSchema.nullable(),
  failureKey: z.string().nullable(),
});
export type PurchaseStatusResponse = z.infer<typeof purchaseStatusResponseSchema>;

export const DIGITAL_PRODUCT_IDENTITY = /^[a-z0-9][a-z0-9-]{1,47}$/;

/** Staff: a product of the catalogue, every price in every currency. */
export const staffDigitalProductSchema = z.object({
  /** Lower-case letters, digits and hyphens (DIGITAL_PRODUCT_IDENTITY, checked by the server). */
  identity: z.string().trim().min(2, 'digital-product-identity-invalid').max(48, 'digital-product-identity-invalid'),
  kind: z.enum(DIGITAL_PRODUCT_KINDS),
  label: z.string().trim().min(1, 'value-required').max(80, 'field-too-long'),
  allowedLanguages: z.array(z.string().trim().min(1).max(40)).max(10),
  numberOfUses: z.number().int().min(1).max(1000).nullable(),
  validDays: z.number().int().min(1).max(3650).nullable(),
  prices: z.record(z.string().length(3), z.number().int().min(0).max(100_000_000)),
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
});
export type StaffDigitalProduct = z.infer<typeof staffDigitalProductSchema>;
export const staffDigitalProductsResponseSchema = z.object({ products: z.array(staffDigitalProductSchema) });

/** Staff: uses granted to a customer (audited), with the reason. */
export const grantDigitalUsesSchema = z.object({
  kind: z.enum(DIGITAL_PRODUCT_KINDS),
  numberOfUses: z.number().int().min(1, 'grant-uses-invalid').max(100, 'grant-uses-invalid'),
  allowedLanguages: z.array(z.string().trim().min(1).max(40)).min(1, 'value-required').max(10),
  validDays: z.number().int().min(1).max(3650),
  note: z.string().trim().min(1, 'value-required').max(500, 'field-too-long'),
});
export type GrantDigitalUsesRequest = z.infer<typeof grantDigitalUsesSchema>;
export const staffCustomerPurchasesResponseSchema = z.object({ purchases: z.array(digitalPurchaseRecordSchema) });

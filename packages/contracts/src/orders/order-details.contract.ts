import { z } from 'zod';
import { certificateSchema } from '../certificates/certificate.contract';

/**
 * The order as the details page sees it, answered by GET /api/order/{externalId}
 * to its owner. Amounts are integer minor units of `currency`; instants are ISO strings (UTC).
 * The re-edit fields (touchUpAvailable, reeditAvailable, scientificReworkEligible) follow the re-edit rules
 * (orders/reedit-rules.ts); wordBinMismatch is always false: an order's word count is not recounted after ordering.
 */
export const ORDER_STATUSES = ['received', 'in_progress', 'quality_check', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderServiceSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  fileType: z.string().nullable(),
});

export const originalFileSchema = z.object({
  identity: z.string(),
  name: z.string(),
  kind: z.string(),
  size: z.number().int(),
  /** The file is no longer kept in storage. */
  expired: z.boolean(),
});
export type OriginalFile = z.infer<typeof originalFileSchema>;

export const lineItemSchema = z.object({
  serviceIdentity: z.string(),
  name: z.string(),
  listPrice: z.number().int(),
  discountAmount: z.number().int(),
  totalPrice: z.number().int(),
});

/** `description` is a kind the page names in the user's language. */
export const DISCOUNT_KINDS = ['reedit', 'preferred-group', 'promotional-code', 'service'] as const;
export const orderDiscountSchema = z.object({
  description: z.enum(DISCOUNT_KINDS),
  code: z.string().nullable(),
  appliedAmount: z.number().int(),
});

export const orderCurrencySchema = z.object({ isoCode: z.string(), shortName: z.string(), sign: z.string(), numDecimals: z.number().int() });

export const orderDetailsSchema = z.object({
  externalId: z.string(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().nullable(),
  completed: z.boolean(),
  inProgress: z.boolean(),
  paid: z.boolean(),
  deadlineAvailable: z.boolean(),
  services: z.array(orderServiceSchema),
  downloadAvailable: z.boolean(),
  touchUpAvailable: z.boolean(),
  reeditAvailable: z.boolean(),
  containsActiveService: z.boolean(),
  scientificReworkEligible: z.boolean(),
  /** Only once certificateReady: a certificate is not handed out before the files are. */
  certificate: certificateSchema.nullable(),
  certificateReady: z.boolean(),
  pendingPayments: z.array(z.object({ boletoUrl: z.string() })),
  freeOrder: z.boolean(),
  /** The target journal; `url` is its website (orders.journal_url), shown as a link. */
  journal: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  styleOfEnglish: z.enum(['american', 'british']),
  hasFigures: z.boolean(),
  hasManuscriptFormatting: z.boolean(),
  primaryManuscripts: z.array(originalFileSchema),
  /** The other files the researcher uploaded (figures, tables, references). */
  supportingFiles: z.array(originalFileSchema),
  rewardPoints: z.number().int(),
  receiptCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  currency: orderCurrencySchema,
  totalAmount: z.number().int(),
  lineItems: z.array(lineItemSchema),
  discounts: z.array(orderDiscountSchema),
  wordCount: z.number().int(),
  manuscriptLanguageId: z.number().int(),
  customerGoal: z.object({ name: z.string(), requiresWordCount: z.boolean() }),
  adminCreated: z.boolean(),
  rush: z.boolean(),
  wordBinMismatch: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderDetailsResponseSchema = z.object({ order: orderDetailsSchema });
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

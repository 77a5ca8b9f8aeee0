import { z } from 'zod';
import { ADDRESS_LIMITS, addressFieldsSchema } from '../address/address.contract';
import { fapiaoOrderFormSchema } from './fapiao.contract';

/**
 * The payment form, sent to PUT /api/order-form/{id}/payments, and with
 * `payoffReceiptCodes` to POST /api/payoff/payment, and with a receipt code and total to POST
 * /api/prepay/payment. Money fields are integer minor units of the currency being paid.
 * Rules that need context (which method, which country) are in payment-form.rules.ts.
 */
/**
 * What a Brazilian customer says about how the order is funded (the first choice of the payment step):
 * nothing special, or FAPESP grant funds (card or bank transfer, in US dollars, with the process number).
 * Allpago is not among them: it is the gateway that takes Brazilian cards in installments and PayPal with a
 * CPF/CNPJ, so its methods are buttons like the others. 'allpago' is still accepted from a page loaded
 * before it left this list, and means no special requirement.
 */
export const BRAZIL_PAYMENT_REQUIREMENTS = ['no-requirements', 'fapesp'] as const;
export type BrazilPaymentRequirement = (typeof BRAZIL_PAYMENT_REQUIREMENTS)[number];
export const BRAZIL_PAYMENT_OPTIONS = [...BRAZIL_PAYMENT_REQUIREMENTS, 'allpago'] as const;
export const TAX_ID_TYPES = ['CPF', 'CNPJ'] as const;
export const PREPAYMENT_OPTIONS = ['fullPayment', 'partialPayment', 'none'] as const;
export const INSTALLMENTS = { min: 1, max: 6 } as const;
export const PURCHASE_ORDER_MAX = 60;

/**
 * A billing or invoice address of a payment. Which fields are required depends on the method and the
 * user's country (users in China give no postal address), so here they may be blank and
 * paymentFormProblems applies the address rules.
 */
const blankable = (max: number) => z.string().trim().max(max, 'field-too-long').default('');
export const paymentAddressSchema = addressFieldsSchema.extend({
  name: blankable(ADDRESS_LIMITS.name),
  address1: blankable(ADDRESS_LIMITS.address1),
  city: blankable(ADDRESS_LIMITS.city),
  countryId: z.number().int().positive('country-required').nullable().default(null),
});
export type PaymentAddress = z.infer<typeof paymentAddressSchema>;

export const taxIdentificationSchema = z.object({
  type: z.enum(TAX_ID_TYPES).nullish(),
  number: z.string().trim().max(20, 'field-too-long').nullish(),
});

export const creditCardSchema = z.object({
  /** The one-time nonce the card form returned; the card number itself never reaches the server. */
  nonce: z.string().min(1).max(200),
  type: z.string().max(40).nullish(),
  lastFour: z.string().regex(/^\d{4}$/).nullish(),
  /** The currency the card is charged in (a currency is chosen only for credit card). */
  currency: z.string().length(3).nullish(),
  braintreeSaveCC: z.boolean().optional(),
});

export const paymentFormSchema = z.object({
  paymentMethodId: z.number().int().nullable(),
  acceptedTermsAndConditions: z.boolean().optional(),
  /** What the browser shows as due now; the server refuses the payment when its own figure differs. */
  amount: z.number().int().min(0).optional(),
  billingAddress: paymentAddressSchema.nullish(),
  invoiceAddress: paymentAddressSchema.nullish(),
  invoiceAddressDiffersFromBilling: z.boolean().optional(),
  /** Sent on submit; the inverse of invoiceAddressDiffersFromBilling. */
  invoiceAddressSameAsBilling: z.boolean().optional(),
  purchaseOrder: z.string().trim().max(PURCHASE_ORDER_MAX, 'field-too-long').nullish(),
  creditCard: creditCardSchema.nullish(),
  useCredits: z.enum(['yes', 'no']).optional(),
  /** Credits to apply, in minor units; the server caps it at the balance and the total. */
  creditsApplied: z.number().int().min(0).optional(),
  prepaymentOption: z.enum(PREPAYMENT_OPTIONS).optional(),
  /** For a partial prepayment: the amount in minor units (the browser converts the typed decimal). */
  prepaymentApplied: z.number().int().min(0).optional(),
  brazilPaymentMethods: z.enum(BRAZIL_PAYMENT_OPTIONS).nullish(),
  usingFapespFunds: z.boolean().optional(),
  fapespNumber: z.string().trim().max(40, 'field-too-long').nullish(),
  requestAllpago: z.boolean().optional(),
  allpagoCreditCard: z
    .object({ checkoutId: z.string().max(100).nullish(), createRegistration: z.boolean().optional(), numberOfInstallments: z.number().int().nullish() })
    .nullish(),
  allpagoPaypal: z.object({ taxIdentification: taxIdentificationSchema }).nullish(),
  boleto: z
    .object({ taxIdentification: taxIdentificationSchema, payer: z.string().trim().max(100, 'field-too-long').nullish(), processNumber: z.string().trim().max(40).nullish() })
    .nullish(),
  requireFapiao: z.enum(['yes', 'no']).nullish(),
  fapiaoRequirementConfirmed: z.boolean().optional(),
  fapiao: fapiaoOrderFormSchema.nullish(),
  /** The voucher code applied with PUT …/voucher/{code}. */
  voucherApplied: z.string().trim().max(60).nullish(),
  receiptCode: z.string().max(60).nullish(),
  /** Admin Options of admin-created orders. */
  adminOptions: z.object({ suppressInvoiceCreation: z.boolean(), notifyCustomer: z.boolean() }).nullish(),
  additionalData: z.record(z.string(), z.string().max(500)).optional(),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;
export type PaymentFormInput = z.input<typeof paymentFormSchema>;

export const payoffPaymentSchema = paymentFormSchema.extend({
  payoffReceiptCodes: z.array(z.string().min(1).max(60)).min(1).max(50),
});
export type PayoffPaymentRequest = z.infer<typeof payoffPaymentSchema>;
/** What the browser sends; PayoffPaymentRequest is what the server reads. */
export type PayoffPaymentInput = z.input<typeof payoffPaymentSchema>;

export const prepayPaymentSchema = paymentFormSchema.extend({
  /** An existing prepayment's receipt code, or absent for a new prepayment of `total`. */
  receiptCode: z.string().max(60).nullish(),
  /** The prepayment amount in minor units of the user's currency (new prepayments). */
  total: z.number().int().positive().optional(),
});
export type PrepayPaymentRequest = z.infer<typeof prepayPaymentSchema>;
/** What the browser sends; PrepayPaymentRequest is what the server reads. */
export type PrepayPaymentInput = z.input<typeof prepayPaymentSchema>;

/**
 * The answer to every payment submission (error, redirectUrl, redirectForm). Exactly one way
 * on: go to `redirectUrl`, or auto-submit `redirectForm`. `status` says what happened to the money.
 */
export const paymentSubmissionResponseSchema = z.object({
  paymentId: z.string().nullable(),
  status: z.enum(['succeeded', 'pending', 'awaiting-payment']),
  redirectUrl: z.string().nullable(),
  redirectForm: z.object({ action: z.string(), method: z.enum(['POST', 'GET']), fields: z.record(z.string(), z.string()) }).nullable(),
  /** The order the payment created (order-form payments). */
  orderExternalId: z.string().nullable(),
  boletoUrl: z.string().nullable(),
});
export type PaymentSubmissionResponse = z.infer<typeof paymentSubmissionResponseSchema>;

/** A payment's state, polled by the return page of a hosted method. */
export const paymentStatusResponseSchema = z.object({
  paymentId: z.string(),
  purpose: z.enum(['order-form', 'payoff', 'prepay', 'digital-purchase']),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  failureKey: z.string().nullable(),
  orderExternalId: z.string().nullable(),
  boletoUrl: z.string().nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const voucherResponseSchema = z.object({
  voucher: z.object({ code: z.string(), institution: z.string() }),
});
export type VoucherResponse = z.infer<typeof voucherResponseSchema>;

/** DELETE /api/order-form/{id}/voucher/{code}: the voucher is no longer applied. */
export const voucherRemovalResponseSchema = z.object({ voucher: z.null() });
export type VoucherRemovalResponse = z.infer<typeof voucherRemovalResponseSchema>;

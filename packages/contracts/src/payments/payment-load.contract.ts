import { z } from 'zod';
import { addressCountrySchema, savedAddressSchema } from '../address/address.contract';
import { FAPIAO_DELIVERY_TIMELINES } from './fapiao.contract';

/** A currency as payment screens show it. */
export const paymentCurrencySchema = z.object({ isoCode: z.string(), shortName: z.string(), sign: z.string(), numDecimals: z.number().int() });
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;

export const currenciesResponseSchema = z.object({ currencies: z.array(paymentCurrencySchema) });

/** A balance in the user's currency (minor units) — credits and prepayments are held in USD and converted. */
export const balanceSchema = z.object({ balance: z.number().int(), totalAmount: z.number().int() });

/**
 * GET /api/payment/load (the payment data, and the user as read there). `orderFormId` in the
 * query makes the methods those of that form (multimedia, admin-created).
 */
export const paymentLoadResponseSchema = z.object({
  payment: z.object({
    paymentMethods: z.array(z.number().int()),
    currencies: z.array(paymentCurrencySchema),
    countries: z.array(addressCountrySchema),
    fapiaoTypes: z.array(z.object({ id: z.string(), name: z.string(), hasParent: z.boolean() })),
    fapiaoDeliveryTimelines: z.array(z.enum(FAPIAO_DELIVERY_TIMELINES)),
    /** Fapiao may be asked for on this payment (fapiaoOfferedOnPayment). */
    fapiaoOffered: z.boolean(),
    userAddresses: z.array(savedAddressSchema),
    /** The receipt code this payment will carry (the future invoice's). */
    receiptCodes: z.array(z.string()),
    /** The gateway the card form talks to: 'sandbox' or 'braintree'. */
    gateway: z.string(),
    /** Installment choices of the Brazilian card flow. */
    installments: z.array(z.number().int()),
    /** The voucher already applied to the form (PUT /api/order-form/{id}/voucher/{code}), shown again after a reload. */
    voucher: z.object({ code: z.string(), institution: z.string() }).nullable().optional(),
  }),
  user: z.object({
    identity: z.string(),
    email: z.string(),
    names: z.object({ firstName: z.string(), lastName: z.string() }),
    currency: paymentCurrencySchema.nullable(),
    currencyIso: z.string().nullable(),
    country: z.object({ id: z.number().int(), iso2: z.string(), name: z.string() }).nullable(),
    /** Credits other than prepayments (referral, courtesy), in the user's currency. */
    credits: balanceSchema,
    prepayments: z.object({ availablePrepaymentAmount: z.number().int(), retainerInvoiceNumber: z.string().nullable() }),
    voucherAvailable: z.boolean(),
    hideInvoices: z.boolean(),
    overrideDownloadAvailable: z.boolean(),
  }),
});
export type PaymentLoadResponse = z.infer<typeof paymentLoadResponseSchema>;

/** GET /api/order/{id}/payment: the order a payment made and how it stands. */
export const orderPaymentResponseSchema = z.object({
  order: z.object({
    externalId: z.string(),
    title: z.string(),
    paid: z.boolean(),
    totalAmount: z.number().int(),
    currency: paymentCurrencySchema,
    deadline: z.string(),
    createdAt: z.string(),
    invoiceNumber: z.string().nullable(),
    receiptCode: z.string().nullable(),
    paymentMethodId: z.number().int().nullable(),
    boletoUrl: z.string().nullable(),
    /** The latest payment's receipt (PDF link id), once paid. */
    paymentId: z.string().nullable(),
  }),
  stored: z.boolean(),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;

import { z } from 'zod';

/**
 * Shapes of the gateway calls no page of the web app makes: the allpago checkout frame and the sandbox pages
 * the API serves itself, and the gateways' webhooks. The card form's calls are in the contracts
 * (payments/card-tokenize.contract.ts), since the web app makes them.
 */

export const INSTALLMENTS_MAX = 6;

export const checkoutFrameQuerySchema = z.object({
  receiptCode: z.string().min(1).max(100),
  /** The amount in reais as a decimal string (`1234.56`). */
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  numberOfInstallments: z.coerce.number().int().min(1).max(INSTALLMENTS_MAX).default(1),
  language: z.string().max(8).optional(),
  lang: z.string().max(8).optional(),
});

export const checkoutRequestSchema = z.object({
  receiptCode: z.string().min(1).max(100),
  /** Minor units (centavos), as the frame shows them. */
  amount: z.number().int().positive(),
  installments: z.number().int().min(1).max(INSTALLMENTS_MAX),
  holder: z.string({ message: 'value-required' }).trim().min(1, 'value-required').max(80),
  number: z.string({ message: 'card-number-invalid' }).max(40, 'card-number-invalid'),
  expiry: z.string({ message: 'card-expiry-invalid' }).max(10, 'card-expiry-invalid'),
  cvv: z.string({ message: 'card-cvv-invalid' }).max(10, 'card-cvv-invalid'),
});

export const checkoutResponseSchema = z.object({ checkoutId: z.string(), type: z.string(), lastFour: z.string() });

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['handled', 'duplicate', 'unknown-payment', 'ignored']),
});

export const paymentIdParams = z.object({ id: z.string().min(1).max(64) });
export const transactionParams = z.object({ transactionId: z.string().min(1).max(100) });
export const pageQuerySchema = z.object({ language: z.string().max(8).optional(), lang: z.string().max(8).optional() });

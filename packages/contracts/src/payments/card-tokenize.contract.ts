import { z } from 'zod';

/**
 * The card form's calls to the portal: a client token, then (with the sandbox gateway) the card itself
 * becomes a one-time nonce; only the nonce, type and last four digits go on with the payment.
 */
export const clientTokenResponseSchema = z.object({
  clientToken: z.string(),
  /** Which card form the browser shows: the sandbox's own form (tokenize call) or Braintree's. */
  gateway: z.enum(['sandbox', 'braintree']),
});
export type ClientTokenResponse = z.infer<typeof clientTokenResponseSchema>;

export const tokenizeRequestSchema = z.object({
  clientToken: z.string({ message: 'card-nonce-invalid' }).min(1, 'card-nonce-invalid').max(2000, 'card-nonce-invalid'),
  number: z.string({ message: 'card-number-invalid' }).max(40, 'card-number-invalid'),
  expiry: z.string({ message: 'card-expiry-invalid' }).max(10, 'card-expiry-invalid'),
  cvv: z.string({ message: 'card-cvv-invalid' }).max(10, 'card-cvv-invalid'),
});
export type TokenizeRequest = z.input<typeof tokenizeRequestSchema>;

export const tokenizeResponseSchema = z.object({ nonce: z.string(), type: z.string(), lastFour: z.string() });
export type TokenizeResponse = z.infer<typeof tokenizeResponseSchema>;

import type { TokenizeRequest, TokenizeResponse } from '@marginalia/contracts/payments/card-tokenize.contract';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { api } from '../../lib/api-client';
import { cardDigits } from './card-input-rules';

export type TokenizedCard = TokenizeResponse;

/**
 * The card form's pre-processor: a client token from the portal, then the
 * gateway's tokenizer turns the card into a one-time nonce; only the nonce, type and last four go on.
 * Rejects with the ApiError of either call (field errors on number, expiry or cvv).
 */
export async function tokenizeCard(card: { number: string; expiry: string; cvv: string }): Promise<TokenizedCard> {
  const token = await api.get<{ clientToken?: string; token?: string }>(paymentPaths.clientToken);
  const clientToken = token.clientToken ?? token.token ?? '';
  return api.post<TokenizedCard>(paymentPaths.sandboxTokenize, {
    clientToken,
    number: cardDigits(card.number),
    expiry: card.expiry.trim(),
    cvv: card.cvv.trim(),
  } satisfies TokenizeRequest);
}

/**
 * A payment service provider as the portal sees it (ARCHITECTURE "payments"): a client token for the
 * card form, a one-time nonce standing for a card, a sale with an idempotency key, refunds, hosted pages
 * (redirect or QR) for wallets, and signed asynchronous webhooks that confirm or fail a pending sale.
 * Implementations: sandbox/ (default, runs inside the portal) and braintree/ (PAYMENT_GATEWAY=braintree).
 */

/** How the provider takes the money: a card nonce, a hosted page of a wallet, or a boleto voucher. */
export type GatewayMethod = 'card' | 'paypal' | 'alipay' | 'wechat' | 'unionpay' | 'allpago-card' | 'allpago-paypal' | 'wfoe-web' | 'wfoe-qr' | 'boleto';

export interface SaleRequest {
  /** The same key always means the same sale: a retried request never charges twice. */
  idempotencyKey: string;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  /** Decimal places of the currency (0 for JPY), to give the provider a decimal amount. */
  numDecimals: number;
  method: GatewayMethod;
  /** Card sales: the nonce the card form returned. */
  nonce?: string;
  /** Allpago card: the checkout the embedded frame created; installments 1–6. */
  checkoutId?: string;
  installments?: number;
  /** Our payment's public id: the provider echoes it in webhooks. */
  reference: string;
  description: string;
  customer: { email: string; name: string; taxId?: string | null };
  /** Where the hosted page sends the browser back, absolute URLs. */
  returnUrl: string;
  cancelUrl: string;
}

export type GatewayAction =
  /** Send the browser to the provider's page (wallet, 3-D Secure, QR page). */
  | { type: 'redirect'; url: string }
  /** Auto-submit this form to the provider. */
  | { type: 'form'; action: string; method: 'POST' | 'GET'; fields: Record<string, string> };

export type SaleResult =
  | { status: 'succeeded'; transactionId: string; card?: { type: string; lastFour: string } }
  | { status: 'pending'; transactionId: string; action?: GatewayAction; boletoUrl?: string }
  | { status: 'declined'; transactionId: string | null; code: string; messageKey: 'payment-declined' | 'payment-processing-error' };

export interface RefundRequest {
  idempotencyKey: string;
  transactionId: string;
  amount: number;
  currency: string;
  numDecimals: number;
}

export type RefundResult = { status: 'succeeded'; refundId: string } | { status: 'failed'; code: string };

/** What a verified webhook says happened. `eventId` is unique per event: a replay has the same id. */
export interface GatewayEvent {
  eventId: string;
  type: 'sale.succeeded' | 'sale.failed';
  transactionId: string;
  /** Our payment's public id as given in the sale. */
  reference: string;
  card?: { type: string; lastFour: string };
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are computed over the raw bytes). */
  rawBody: string;
}

export interface PaymentGateway {
  /** 'sandbox' or 'braintree': stored on each payment. */
  readonly name: string;
  /** A token the browser's card form needs (GET /api/payment/braintree-client-token). */
  clientToken(customer: { userIdentity: string }): Promise<string>;
  sale(request: SaleRequest): Promise<SaleResult>;
  /** The provider's current view of a sale (used when a retried request finds a pending payment). */
  findSale(transactionId: string): Promise<{ status: 'succeeded' | 'pending' | 'failed' } | null>;
  /**
   * The sale made with this idempotency key as it stands now, or null when the provider has none: how a
   * payment whose answer never reached our books (the process died after the provider approved it) is
   * reconciled (billing/reconcile-payments.ts). Never creates a sale.
   */
  findSaleByKey(idempotencyKey: string): Promise<SaleResult | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies the signature; null when it does not match (the route answers 401), 'ignored' for a genuine
   * notification that is not about a sale's outcome (answered 200, nothing done). Asynchronous because
   * Braintree's parser is.
   */
  verifyWebhook(request: WebhookRequest): Promise<GatewayEvent | 'ignored' | null>;
}

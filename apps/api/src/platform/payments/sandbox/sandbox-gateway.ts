import { z } from 'zod';
import { sandboxPaths } from '@marginalia/contracts/payments/payment-sandbox.paths';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { GatewayEvent, PaymentGateway, RefundRequest, RefundResult, SaleRequest, SaleResult, WebhookRequest } from '../payment-gateway';
import { boletoDueDate, boletoNumbers, freeFieldOf } from './boleto-numbers';
import { createSandboxDesk, type SandboxDesk } from './sandbox-desk';
import { signatureHeader, signClientToken, SIGNATURE_HEADER, verifySignature } from './sandbox-signing';
import { consumeNonce, findByKey, findSandboxRow, insertKeyed, lockSale, newSandboxId, saleData, updateSandboxRow, type SaleData } from './sandbox-store';
import type { SandboxTransactionRow } from '../../db/schema/billing';

/**
 * The built-in gateway (PAYMENT_GATEWAY=sandbox, the default): behaves like a provider's test mode, inside
 * the portal. Cards are tokenized into one-time nonces (sandbox-desk.ts); a sale is idempotent by key;
 * wallets, allpago and 3-D Secure cards answer pending with a hosted page, boleto with a voucher; the
 * hosted pages decide through signed webhooks, verified like any outside one. README.md tells the rules.
 */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** What the sandbox's own pages do (tokenize, checkout, hosted pages, boleto). */
  readonly desk: SandboxDesk;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'desk' in gateway;
}

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['sale.succeeded', 'sale.failed']),
  data: z.object({
    transactionId: z.string().min(1).max(200),
    reference: z.string().min(1).max(200),
    card: z.object({ type: z.string().max(40), lastFour: z.string().regex(/^\d{4}$/) }).optional(),
  }),
});

/** A webhook as the sandbox sends it: JSON body, signed header. */
export function sandboxWebhook(secret: string, event: GatewayEvent, nowSeconds: number): WebhookRequest {
  const rawBody = JSON.stringify({
    id: event.eventId,
    type: event.type,
    created: nowSeconds,
    data: { transactionId: event.transactionId, reference: event.reference, ...(event.card ? { card: event.card } : {}) },
  });
  return { rawBody, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, rawBody, nowSeconds) } };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const declined = (transactionId: string | null, code: string, messageKey: 'payment-declined' | 'payment-processing-error' = 'payment-processing-error'): SaleResult => ({
  status: 'declined',
  transactionId,
  code,
  messageKey,
});

type Decided = { status: SandboxTransactionRow['status']; result: SaleResult; extra?: Partial<SaleData> };

/** What the sandbox does with a sale request, once its key is claimed by row `id`. */
async function decideSale(db: Db, config: AppConfig, request: SaleRequest, id: string): Promise<Decided> {
  const hosted = { type: 'redirect' as const, url: new URL(sandboxPaths.pay(id), config.publicUrl).toString() };
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return { status: 'declined', result: declined(id, 'amount-invalid') };
  if (request.method === 'card' || request.method === 'allpago-card') {
    const token = request.method === 'card' ? request.nonce : request.checkoutId;
    const nonce = token ? await consumeNonce(db, token, new Date()) : null;
    const isCheckout = Boolean(nonce?.checkout);
    if (!nonce || isCheckout !== (request.method === 'allpago-card')) return { status: 'declined', result: declined(id, 'nonce-invalid') };
    const extra = { card: nonce.card, ...(request.installments ? { installments: request.installments } : {}) };
    if (nonce.outcome === 'decline') return { status: 'declined', result: declined(id, 'card-declined', 'payment-declined'), extra };
    if (nonce.outcome === 'approve' && request.method === 'card') return { status: 'settled', result: { status: 'succeeded', transactionId: id, card: nonce.card }, extra };
    return { status: 'pending', result: { status: 'pending', transactionId: id, action: hosted }, extra };
  }
  if (request.method === 'boleto') {
    const dueDate = boletoDueDate(new Date());
    const numbers = boletoNumbers(request.amount, dueDate, freeFieldOf(id));
    const boletoUrl = new URL(sandboxPaths.boletoPdf(id), config.publicUrl).toString();
    return { status: 'pending', result: { status: 'pending', transactionId: id, boletoUrl }, extra: { boleto: { dueDate: dueDate.toISOString(), ...numbers } } };
  }
  return { status: 'pending', result: { status: 'pending', transactionId: id, action: hosted } };
}

export function createSandboxGateway(config: AppConfig, db: Db): SandboxGateway {
  const secret = config.payments.webhookSecret;

  async function sale(request: SaleRequest): Promise<SaleResult> {
    const key = `sale:${request.idempotencyKey}`;
    const known = await findByKey(db, key);
    if (known) return saleData(known).result;
    return db.transaction(async (tx) => {
      const id = newSandboxId('txn');
      const base: SaleData = {
        result: declined(id, 'in-progress'),
        reference: request.reference,
        description: request.description,
        customer: request.customer,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        numDecimals: request.numDecimals,
        method: request.method,
      };
      const claimed = await insertKeyed(tx, { id, kind: 'sale', method: request.method, status: 'pending', amount: request.amount, currency: request.currency, idempotencyKey: key, data: { ...base } });
      if (!claimed) {
        // A concurrent request with the same key won (PostgreSQL waited for it to commit): answer its result.
        const winner = await findByKey(tx, key);
        return winner ? saleData(winner).result : declined(null, 'in-progress');
      }
      const decided = await decideSale(tx, config, request, id);
      await updateSandboxRow(tx, id, { status: decided.status, data: { ...base, ...decided.extra, result: decided.result } });
      return decided.result;
    });
  }

  async function refund(request: RefundRequest): Promise<RefundResult> {
    const key = `refund:${request.idempotencyKey}`;
    const known = await findByKey(db, key);
    if (known) return (known.data as { result: RefundResult }).result;
    return db.transaction(async (tx) => {
      const id = newSandboxId('ref');
      const claimed = await insertKeyed(tx, { id, kind: 'refund', status: 'created', amount: request.amount, currency: request.currency, idempotencyKey: key, data: { saleId: request.transactionId } });
      if (!claimed) {
        const winner = await findByKey(tx, key);
        return (winner?.data as { result?: RefundResult } | undefined)?.result ?? { status: 'failed', code: 'in-progress' };
      }
      const saleRow = await lockSale(tx, request.transactionId);
      const data = saleRow ? saleData(saleRow) : null;
      const refunded = data?.refunded ?? 0;
      let result: RefundResult;
      if (!saleRow || !data) result = { status: 'failed', code: 'transaction-not-found' };
      else if (saleRow.status !== 'settled') result = { status: 'failed', code: 'transaction-not-settled' };
      else if (saleRow.currency !== request.currency) result = { status: 'failed', code: 'currency-mismatch' };
      else if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > (saleRow.amount ?? 0) - refunded) result = { status: 'failed', code: 'amount-invalid' };
      else {
        const total = refunded + request.amount;
        await updateSandboxRow(tx, saleRow.id, { status: total === saleRow.amount ? 'refunded' : 'settled', data: { ...data, refunded: total } });
        result = { status: 'succeeded', refundId: id };
      }
      await updateSandboxRow(tx, id, { status: result.status === 'succeeded' ? 'settled' : 'declined', data: { saleId: request.transactionId, result } });
      return result;
    });
  }

  return {
    name: 'sandbox',
    desk: createSandboxDesk(config, db),
    clientToken: async (customer) => signClientToken(secret, customer.userIdentity, nowSeconds()),
    sale,
    async findSale(transactionId) {
      const row = await findSandboxRow(db, transactionId, 'sale');
      if (!row) return null;
      return { status: row.status === 'settled' || row.status === 'refunded' ? 'succeeded' : row.status === 'pending' ? 'pending' : 'failed' };
    },
    async findSaleByKey(idempotencyKey) {
      // A sale's row and its answer are written in one transaction: a sale still being decided is not seen.
      const row = await findByKey(db, `sale:${idempotencyKey}`);
      return row && row.kind === 'sale' ? saleData(row).result : null;
    },
    refund,
    async verifyWebhook(request: WebhookRequest): Promise<GatewayEvent | null> {
      const header = request.headers[SIGNATURE_HEADER];
      if (!verifySignature(secret, typeof header === 'string' ? header : undefined, request.rawBody, nowSeconds())) return null;
      let parsed: z.infer<typeof eventSchema>;
      try {
        parsed = eventSchema.parse(JSON.parse(request.rawBody));
      } catch {
        return null;
      }
      return { eventId: parsed.id, type: parsed.type, transactionId: parsed.data.transactionId, reference: parsed.data.reference, ...(parsed.data.card ? { card: parsed.data.card } : {}) };
    },
  };
}

import braintree, { type BraintreeGateway, type Transaction } from 'braintree';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { PaymentGateway, RefundResult, SaleResult } from '../payment-gateway';
import { BRAINTREE_METHODS, decimalAmount, eventOfNotification, merchantAccountFor, notificationFields, saleResultOf, saleResultOfTransaction, saleStatusOf } from './braintree-mapping';

/**
 * The Braintree adapter (PAYMENT_GATEWAY=braintree) over the official `braintree` package. Braintree has
 * no idempotency header: a sale's orderId is our idempotency key, and an existing transaction with that
 * orderId is answered instead of creating a second one (the same for refunds). The mapping of answers
 * lives in braintree-mapping.ts; README.md lists what Braintree cannot do.
 */
export function createBraintreeGateway(config: PaymentsConfig, log: FastifyBaseLogger, sdk?: BraintreeGateway): PaymentGateway {
  const settings = config.braintree;
  if (!settings) throw new Error('PAYMENT_GATEWAY=braintree needs the BRAINTREE_* settings');
  const gateway =
    sdk ??
    new braintree.BraintreeGateway({
      environment: settings.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
      merchantId: settings.merchantId,
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
    });

  async function findByOrderId(orderId: string, type: 'sale' | 'credit'): Promise<Transaction | null> {
    const found: Transaction[] = [];
    for await (const transaction of gateway.transaction.search((search) => {
      search.orderId().is(orderId);
      search.type().is(type);
    })) {
      found.push(transaction);
    }
    // A declined attempt and a later approved one may share the key only if the first failed: prefer the approved.
    return found.find((each) => saleStatusOf(each.status) !== 'failed') ?? found[0] ?? null;
  }

  return {
    name: 'braintree',

    async clientToken() {
      const result = await gateway.clientToken.generate({});
      if (!result.success || !result.clientToken) throw new Error(`braintree client token: ${result.message ?? 'failed'}`);
      return result.clientToken;
    },

    async sale(request): Promise<SaleResult> {
      if (!BRAINTREE_METHODS.has(request.method) || !request.nonce) {
        log.warn({ method: request.method, reference: request.reference }, 'braintree cannot take this payment method');
        return { status: 'declined', transactionId: null, code: `method-not-supported:${request.method}`, messageKey: 'payment-processing-error' };
      }
      const merchantAccountId = merchantAccountFor(settings.merchantAccounts, request.currency);
      if (merchantAccountId === null) {
        log.warn({ currency: request.currency, reference: request.reference }, 'no braintree merchant account for this currency');
        return { status: 'declined', transactionId: null, code: `currency-not-configured:${request.currency}`, messageKey: 'payment-processing-error' };
      }
      try {
        const existing = await findByOrderId(request.idempotencyKey, 'sale');
        if (existing) return saleResultOfTransaction(existing);
        const result = await gateway.transaction.sale({
          amount: decimalAmount(request.amount, request.numDecimals),
          paymentMethodNonce: request.nonce,
          orderId: request.idempotencyKey,
          ...(merchantAccountId ? { merchantAccountId } : {}),
          customer: { email: request.customer.email },
          options: { submitForSettlement: true },
        });
        return saleResultOf(result);
      } catch (error) {
        log.error({ err: error, reference: request.reference }, 'braintree sale failed');
        // The sale may have been made although its answer was lost: look for it before calling it failed.
        const landed = await findByOrderId(request.idempotencyKey, 'sale').catch(() => null);
        if (landed) return saleResultOfTransaction(landed);
        return { status: 'declined', transactionId: null, code: 'gateway-error', messageKey: 'payment-processing-error' };
      }
    },

    async findSale(transactionId) {
      try {
        const transaction = await gateway.transaction.find(transactionId);
        return { status: saleStatusOf(transaction.status) };
      } catch (error) {
        log.warn({ err: error, transactionId }, 'braintree transaction not found');
        return null;
      }
    },

    async findSaleByKey(idempotencyKey) {
      // Our idempotency key is the sale's orderId. An error is not "no sale": the caller asks again later.
      const found = await findByOrderId(idempotencyKey, 'sale');
      return found ? saleResultOfTransaction(found) : null;
    },

    async refund(request): Promise<RefundResult> {
      try {
        const existing = await findByOrderId(request.idempotencyKey, 'credit');
        if (existing) return saleStatusOf(existing.status) === 'failed' ? { status: 'failed', code: existing.status } : { status: 'succeeded', refundId: existing.id };
        const result = await gateway.transaction.refund(request.transactionId, { amount: decimalAmount(request.amount, request.numDecimals), orderId: request.idempotencyKey });
        if (result.success && result.transaction) return { status: 'succeeded', refundId: result.transaction.id };
        return { status: 'failed', code: result.errors?.deepErrors()[0]?.code ?? result.message ?? 'refund-failed' };
      } catch (error) {
        log.error({ err: error, transactionId: request.transactionId }, 'braintree refund failed');
        return { status: 'failed', code: 'gateway-error' };
      }
    },

    async verifyWebhook(request) {
      const fields = notificationFields(request.rawBody);
      if (!fields) return null;
      try {
        return eventOfNotification(await gateway.webhookNotification.parse(fields.signature, fields.payload));
      } catch {
        return null;
      }
    },
  };
}

import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { payments, sandboxTransactions } from '../../../platform/db/schema/all-tables';
import { reconcilePendingPayments } from '../../../platform/billing/reconcile-payments';
import type { PaymentPurposeHandler } from '../../../platform/payments/payment-purposes';
import { isSandboxGateway } from '../../../platform/payments/sandbox/sandbox-gateway';
import { createSignedInUser } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { cardPayment, formStatus, invoicesOfOrder, ordersOfForm, pay, paymentsOfUser, readyForm, tokenize } from './payment-test-support';

/**
 * A card payment approved by the gateway whose settlement never committed (the process died, or the
 * settling transaction failed) is settled by the reconciliation, once, from the gateway's record.
 */
const t = useTestApp();
const newBuyer = () => createSignedInUser(t.database, { currency: 'USD', countryId: 237 });

let original: PaymentPurposeHandler | null = null;

/** The order form's settlement fails (as if the process died inside it) until restored. */
function breakSettlement(): void {
  original = t.app.platform.payments.purposes.get('order-form');
  t.app.platform.payments.purposes.register('order-form', {
    ...original,
    fulfil: () => Promise.reject(new Error('the process died before the settlement committed')),
  });
}

function restoreSettlement(): void {
  if (original) t.app.platform.payments.purposes.register('order-form', original);
  original = null;
}

afterEach(restoreSettlement);

async function salesOfPayment(publicId: string) {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.publicId, publicId));
  return t.database.db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.kind, 'sale'), like(sandboxTransactions.idempotencyKey, `%${payment?.idempotencyKey ?? '-'}`)));
}

describe('reconciling pending payments with the gateway', () => {
  it('settles a payment the gateway approved but our books never settled: one order, one charge', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const nonce = await tokenize(t.app, buyer, '4111 1111 1111 1111');
    breakSettlement();
    const response = await pay(t, buyer, form.publicId, cardPayment(nonce, { amount: 13_500 }));
    expect(response.statusCode).toBe(500);
    restoreSettlement();
    const [pending] = await paymentsOfUser(t.database, buyer.id);
    expect(pending).toMatchObject({ status: 'pending', gatewayTransactionId: null });
    expect(await ordersOfForm(t.database, form.id)).toEqual([]);
    expect(await salesOfPayment(pending?.publicId ?? '')).toEqual([expect.objectContaining({ status: 'settled', amount: 13_500 })]);

    const summary = await reconcilePendingPayments(t.app.platform);
    expect(summary).toMatchObject({ settled: 1, failed: 0, errors: 0 });
    const [settled] = await paymentsOfUser(t.database, buyer.id);
    const sale = (await salesOfPayment(pending?.publicId ?? ''))[0];
    expect(settled).toMatchObject({ status: 'succeeded', gatewayTransactionId: sale?.id, cardLastFour: '1111' });
    const orders = await ordersOfForm(t.database, form.id);
    expect(orders).toEqual([expect.objectContaining({ paid: true, totalAmount: 13_500 })]);
    expect(settled?.result).toEqual({ orderExternalId: orders[0]?.externalId });
    expect(await invoicesOfOrder(t.database, orders[0]?.id ?? 0)).toEqual([expect.objectContaining({ totalAmount: 13_500, balance: 0 })]);
    expect(await formStatus(t.database, form.id)).toBe('converted');

    // Again, and the customer's retried submission: nothing more is settled, charged or ordered.
    expect(await reconcilePendingPayments(t.app.platform)).toMatchObject({ settled: 0 });
    const retried = await pay(t, buyer, form.publicId, cardPayment(nonce, { amount: 13_500 }));
    expect(retried.json()).toMatchObject({ status: 'succeeded', orderExternalId: orders[0]?.externalId });
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(1);
    expect(await paymentsOfUser(t.database, buyer.id)).toHaveLength(1);
    expect(await salesOfPayment(pending?.publicId ?? '')).toHaveLength(1);
  });

  it('leaves alone a payment still pending at the gateway (3-D Secure) and one the gateway never saw', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const response = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '4000 0000 0000 3220'), { amount: 13_500 }));
    expect(response.json()).toMatchObject({ status: 'pending' });
    const other = await newBuyer();
    const [unseen] = await t.database.db
      .insert(payments)
      .values({ publicId: `Punseen${other.id}`, userId: other.id, purpose: 'prepay', subject: {}, methodId: 3, currency: 'USD', amount: 5000, status: 'pending', idempotencyKey: `never-sent-${other.id}`, gateway: 'sandbox' })
      .returning();

    const summary = await reconcilePendingPayments(t.app.platform);
    expect(summary.settled + summary.failed + summary.errors).toBe(0);
    expect(summary.stillPending).toBeGreaterThanOrEqual(2);
    expect(await paymentsOfUser(t.database, buyer.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await paymentsOfUser(t.database, other.id))[0]).toMatchObject({ id: unseen?.id, status: 'pending' });
    expect(await ordersOfForm(t.database, form.id)).toEqual([]);
  });

  it('fails a payment the gateway declined whose failure was never recorded, releasing the form', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const response = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '4000 0000 0000 3220'), { amount: 13_500 }));
    const [pending] = await paymentsOfUser(t.database, buyer.id);
    const sale = (await salesOfPayment(pending?.publicId ?? ''))[0];
    expect(response.json()).toMatchObject({ status: 'pending' });
    // The customer refused on the hosted page; the sandbox recorded it, our books never heard (a lost webhook).
    const { gateway } = t.app.platform.payments;
    if (!isSandboxGateway(gateway)) throw new Error('the test app runs the sandbox gateway');
    await gateway.desk.recordDecision(sale?.id ?? '', 'refuse');

    expect(await reconcilePendingPayments(t.app.platform)).toMatchObject({ failed: 1, settled: 0 });
    expect(await paymentsOfUser(t.database, buyer.id)).toEqual([expect.objectContaining({ status: 'failed', failureKey: 'payment-declined', gatewayTransactionId: sale?.id })]);
    expect(await formStatus(t.database, form.id)).toBe('open');
  });
});

import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { currencies, digitalPurchases, localizations, orders, users, vouchers } from '../platform/db/schema/all-tables';
import { createInvoice } from '../platform/billing/invoices';
import { grantCredit } from '../platform/billing/credits';
import { recordReceivedPayment } from '../platform/billing/recorded-payments';
import type { OrderRow } from '../platform/db/schema/orders';

const DAY = 24 * 3_600_000;

/** The institutional voucher of the demo (payment method 26); covers any amount. */
export const DEMO_VOUCHER_CODE = 'NSF-GRANT-2026';

/**
 * The demo accounts' billing: an invoice for every order that was not cancelled, paid by card when the
 * order is paid (so the invoice list, receipts and fapiao requests have data) and left unpaid otherwise
 * ('Awaiting Payment'). The main researcher also gets a courtesy credit and may use the demo voucher.
 */
export async function seedDemoBilling(tx: Db, userId: number, now: Date): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('demo billing: user missing');
  const [localization] = await tx.select().from(localizations).where(eq(localizations.identity, user.localization));
  if (!localization) throw new Error(`demo billing: localization ${user.localization} missing`);
  const own = await tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.createdAt);
  for (const order of own) {
    if (order.status !== 'cancelled') await invoiceOrder(tx, user.id, user.firstName, user.lastName, localization.identity, localization.invoicePrefix, order);
  }
  if (user.email === 'researcher@marginalia.test') {
    await grantCredit(tx, { userId, source: 'courtesy', usdCents: 30_000, expiresAt: new Date(now.getTime() + 365 * DAY), note: 'Courtesy credit (demo)' });
    await tx.update(users).set({ voucherAvailable: true }).where(eq(users.id, userId));
    await tx
      .insert(vouchers)
      .values({ code: DEMO_VOUCHER_CODE, institution: 'National Science Foundation grant office (demo)', maxAmountUsdCents: null, remainingUses: 100, expiresAt: new Date(now.getTime() + 365 * DAY) })
      .onConflictDoNothing();
    // Two digital translations to try the translation page with (a staff grant, as support would give them).
    await tx.insert(digitalPurchases).values({
      identity: 'DDEMO-TRANSLATIONS',
      userId,
      kind: 'translation-package',
      label: '2 translations (demo)',
      source: 'grant',
      allowedLanguages: ['spanish-to-english', 'portuguese-to-english', 'chinese-to-english'],
      numberOfUses: 2,
      usesRemaining: 2,
      startsAt: now,
      endsAt: new Date(now.getTime() + 365 * DAY),
      note: 'Demo translations',
    }).onConflictDoNothing();
  }
}

async function invoiceOrder(tx: Db, userId: number, firstName: string, lastName: string, localization: string, prefix: string, order: OrderRow): Promise<void> {
  const [currency] = await tx.select().from(currencies).where(eq(currencies.isoCode, order.currency));
  if (!currency) throw new Error(`demo billing: currency ${order.currency} missing`);
  const invoice = await createInvoice(tx, {
    userId,
    localization,
    invoicePrefix: prefix,
    kind: 'order',
    orderId: order.id,
    currency: order.currency,
    totalAmount: order.totalAmount,
    exchangeRate: currency.exchangeRate,
    description: order.title,
    issuedAt: order.createdAt,
  });
  if (!order.paid || order.totalAmount === 0) return;
  // Paid by card when the order was placed: recorded as the gateway's settled sale.
  const payment = await recordReceivedPayment(tx, {
    userId,
    purpose: 'order-form',
    subject: { demo: true, orderExternalId: order.externalId },
    methodId: 3,
    currency: order.currency,
    amount: order.totalAmount,
    idempotencyKey: `demo:${order.externalId}`,
    invoiceId: invoice.id,
    gateway: { name: 'sandbox', transactionId: `demo-${order.externalId}`, cardType: 'Visa', cardLastFour: '1111' },
    result: { orderExternalId: order.externalId },
    form: { billingAddress: { name: `${firstName} ${lastName}` } },
    createdAt: order.createdAt,
    settledAt: order.createdAt,
  });
  if (!payment) throw new Error('demo billing: payment insert returned nothing');
}

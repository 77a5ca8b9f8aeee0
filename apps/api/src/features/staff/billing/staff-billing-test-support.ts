import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createInvoice } from '../../../platform/billing/invoices';
import { recordInternalPayment } from '../../../platform/billing/recorded-payments';
import { reserveAllocations } from '../../../platform/billing/allocations';
import { currencies, invoices, orders, payments } from '../../../platform/db/schema/all-tables';
import { takePayment } from '../../../platform/billing/payments';
import { browserHeaders, createSignedInUser, type TestApp, type TestUser } from '../../../test/test-app';
import { generalFapiaoRequest, pendingBoleto } from '../../../test/billing-fixtures';
import type { InvoiceRow } from '../../../platform/db/schema/billing';

/**
 * Helpers of the payments and fapiao desk tests: a staff member, researchers, invoices with their order,
 * card and boleto payments, fapiao requests.
 */
export const APPROVE = '4111 1111 1111 1111';

export interface SeededInvoice {
  invoice: InvoiceRow;
  orderId: number | null;
  orderExternalId: string | null;
}

export function billingDesk(t: TestApp) {
  // Read when called: `t` may be the file's app, built before its tests.
  const db = () => t.database.db;
  const staff = () =>
    createSignedInUser(t.database, { role: 'staff', firstName: 'Jordan', lastName: 'Reyes', timeZone: 'America/New_York' });
  const researcher = (overrides: Parameters<typeof createSignedInUser>[1] = {}) =>
    createSignedInUser(t.database, { currency: 'USD', countryId: 237, ...overrides });

  /** An order (status as asked) and its invoice, issued through the ledger. */
  async function invoice(
    user: TestUser,
    options: {
      total?: number;
      currency?: string;
      localization?: string;
      orderStatus?: 'received' | 'in_progress' | 'completed';
      pendingWriteoff?: boolean;
    } = {},
  ): Promise<SeededInvoice> {
    const total = options.total ?? 25_000;
    const currencyCode = options.currency ?? 'USD';
    const localization = options.localization ?? 'us';
    return db().transaction(async (tx) => {
      const [currency] = await tx.select().from(currencies).where(eq(currencies.isoCode, currencyCode));
      if (!currency) throw new Error(`unknown currency ${currencyCode}`);
      const orderExternalId = `T${randomBytes(4).toString('hex').toUpperCase()}`;
      const status = options.orderStatus ?? 'in_progress';
      const [order] = await tx
        .insert(orders)
        .values({
          externalId: orderExternalId,
          userId: user.id,
          title: 'Coral reef resilience under heat stress',
          status,
          customerGoal: 'editing',
          wordCount: 4200,
          manuscriptLanguageId: 1,
          currency: currencyCode,
          totalAmount: total,
          deadline: new Date(Date.now() + 5 * 86_400_000),
          completedAt: status === 'completed' ? new Date() : null,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order not created');
      const created = await createInvoice(tx, {
        userId: user.id,
        localization,
        invoicePrefix: localization.toUpperCase(),
        kind: 'order',
        orderId: order.id,
        currency: currencyCode,
        totalAmount: total,
        exchangeRate: currency.exchangeRate,
        description: 'Coral reef resilience under heat stress',
      });
      const [row] = await tx
        .update(invoices)
        .set({ pendingWriteoff: options.pendingWriteoff ?? false })
        .where(eq(invoices.id, created.id))
        .returning();
      if (!row) throw new Error('invoice vanished');
      return { invoice: row, orderId: order.id, orderExternalId };
    });
  }

  async function invoiceRow(id: number): Promise<InvoiceRow> {
    const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
    if (!row) throw new Error(`invoice ${id} not found`);
    return row;
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, headers: user ? user.headers : browserHeaders(), ...(payload ? { payload } : {}) });

  /** A card payoff of the invoice through the sandbox gateway's card form (a gateway-refundable payment). */
  async function cardPayment(user: TestUser, seeded: SeededInvoice): Promise<string> {
    const token = await call('GET', '/api/payment/braintree-client-token', user);
    const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
    const card = await call('POST', '/api/payment/sandbox/tokenize', user, {
      clientToken: token.json().clientToken,
      number: APPROVE,
      expiry: `12/${year}`,
      cvv: '123',
    });
    const row = seeded.invoice;
    const outcome = await takePayment(t.app.platform, {
      userId: user.id,
      purpose: 'payoff',
      subject: { invoiceIds: [row.id] },
      methodId: 3,
      amount: row.balance,
      currency: row.currency,
      numDecimals: 2,
      idempotencyKey: `payoff-test:${row.id}:${randomBytes(3).toString('hex')}`,
      gatewayMethod: 'card',
      nonce: card.json().nonce,
      customer: { email: user.email, name: 'Ada Tester' },
      description: row.invoiceNumber,
      returnPath: (id) => `/en/researcher/submit/payment-return/${id}`,
      cancelPath: (id) => `/en/researcher/submit/payment-return/${id}`,
      form: {},
      reserve: (tx, payment) => reserveAllocations(tx, payment.id, [{ invoiceId: row.id, amount: row.balance }]),
    });
    if (outcome.status !== 'succeeded') throw new Error('card payment did not succeed');
    return outcome.payment.publicId;
  }

  /** A pending boleto for the invoice, as the order form takes it. */
  const boleto = (user: TestUser, seeded: SeededInvoice) => pendingBoleto(t.app.platform, user, seeded.invoice);

  async function order(id: number | null) {
    if (id === null) throw new Error('no order');
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('order not found');
    return row;
  }

  async function payment(publicId: string) {
    const [row] = await db().select().from(payments).where(eq(payments.publicId, publicId));
    if (!row) throw new Error('payment not found');
    return row;
  }

  /** Mail queued to an address with a template (the jobs the mailer enqueued). */
  async function mails(to: string, template: string) {
    const rows = await t.database.query<{ payload: { to: string; template: string; language: string; params: Record<string, string> } }>(
      `select payload from jobs where type = 'mail.send' and payload->>'to' = $1 and payload->>'template' = $2 order by id`,
      [to, template],
    );
    return rows.map((row) => row.payload);
  }

  /** A Chinese researcher with a paid CNY invoice who asked for a general fapiao (POST /api/fapiao). */
  async function fapiaoRequest() {
    const user = await createSignedInUser(t.database, { countryId: 46, currency: 'CNY', localization: 'cn', siteLanguage: 'cn' });
    const seeded = await invoice(user, { currency: 'CNY', localization: 'cn', total: 71_200 });
    const paid = await recordInternalPayment(db(), {
      userId: user.id,
      purpose: 'payoff',
      subject: {},
      methodId: 19,
      currency: 'CNY',
      amount: 71_200,
      idempotencyKey: `test:${seeded.invoice.receiptCode}`,
      invoiceId: seeded.invoice.id,
    });
    const created = await call('POST', '/api/fapiao', user, generalFapiaoRequest(seeded.invoice.receiptCode, { paymentId: paid?.publicId }));
    if (created.statusCode !== 200) throw new Error(created.body);
    return { researcher: user, invoice: seeded.invoice, identity: created.json().fapiao.identity as string };
  }

  return { staff, researcher, invoice, invoiceRow, call, cardPayment, boleto, order, payment, mails, fapiaoRequest };
}

export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

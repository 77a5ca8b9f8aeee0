import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieBrowser } from '../support/cookie-browser';
import { registerResearcher } from '../support/journey';
import { eventually } from '../support/polling';
import { freePort, startApi, type PortalProcess } from '../support/portal-processes';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase } from '../support/test-database-server';

/**
 * SIGKILL the server after the gateway approved a card sale and before our books settled it. The test
 * holds the invoice counter of the buyer's localization locked through a connection of its own, so the
 * settling transaction (which numbers the order's invoice) waits on it: the gateway's sale is committed,
 * the payment is still pending, and the server is provably between the two when it is killed. On restart
 * the pending payment is reconciled from the gateway's record: one order, one charge.
 */
const PRICE = 13_500; // 2,500 words of standard editing, USD cents

describe.skipIf(!testDatabaseUrl)('SIGKILL between the gateway approval and the settlement of a payment (PostgreSQL)', () => {
  let dataDir = '';
  let port = 0;
  let database: FreshDatabase;
  let server: PortalProcess | null = null;
  let check: pg.Client;
  const env = () => ({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: database.url, IN_PROCESS_WORKERS: 'true' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mg-crash-payment-'));
    port = await freePort();
    database = await createFreshDatabase('marginalia_crash_payment');
  });

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An order form at the payment step, arranged in the database: 2,500 words of standard editing. */
  async function formReadyToPay(userId: number): Promise<{ id: number; publicId: string }> {
    const publicId = randomBytes(16).toString('base64url');
    const form = await check.query<{ id: string }>(
      `INSERT INTO order_forms (public_id, user_id, step_name, customer_goal, upload_later, word_count, manuscript_language_id, project_title, style_of_english)
       VALUES ($1, $2, 'payment-details', 'editing', true, 2500, 1, 'Thermal stability of engineered lysozyme variants', 'american') RETURNING id`,
      [publicId, userId],
    );
    const id = Number(form.rows[0]?.id);
    await check.query(`INSERT INTO order_form_services (order_form_id, service_identity, quantity) VALUES ($1, 'standard-editing', 1)`, [id]);
    return { id, publicId };
  }

  async function cardNonce(client: CookieBrowser, base: string): Promise<string> {
    const token = await client.request<{ clientToken: string }>(base, 'GET', '/api/payment/braintree-client-token');
    const card = await client.request<{ nonce: string }>(base, 'POST', '/api/payment/sandbox/tokenize', { clientToken: token.body.clientToken, number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' });
    if (card.status !== 200) throw new Error(`tokenize answered ${card.status}: ${JSON.stringify(card.body)}`);
    return card.body.nonce;
  }

  const salesOf = async (formPublicId: string) =>
    (await check.query<{ id: string; status: string; amount: string }>(`SELECT id, status, amount FROM sandbox_transactions WHERE kind = 'sale' AND idempotency_key LIKE $1`, [`sale:order-form:${formPublicId}:%`])).rows;
  const paymentsOf = async (userId: number) =>
    (await check.query<{ public_id: string; status: string; gateway_transaction_id: string | null; result: { orderExternalId?: string } | null }>(`SELECT public_id, status, gateway_transaction_id, result FROM payments WHERE user_id = $1 ORDER BY id`, [userId])).rows;
  const ordersOf = async (formId: number) =>
    (await check.query<{ id: string; external_id: string; paid: boolean }>(`SELECT id, external_id, paid FROM orders WHERE order_form_id = $1`, [formId])).rows;

  it('reconciles the approved payment on restart: the order exists once and the customer is charged once', async () => {
    server = await startApi(env());
    check = await database.connect();
    const client = CookieBrowser.withOwnCsrfToken();
    const email = await registerResearcher(client, server.url, 'payer');
    const user = (await check.query<{ id: string; localization: string }>(`SELECT id, localization FROM users WHERE email = $1`, [email])).rows[0];
    if (!user) throw new Error('the registered researcher is not in the database');
    const userId = Number(user.id);
    const form = await formReadyToPay(userId);
    const nonce = await cardNonce(client, server.url);
    const payment = {
      paymentMethodId: 3,
      acceptedTermsAndConditions: true,
      amount: PRICE,
      billingAddress: { name: 'Ada Tester', organization: 'Institute of Proteins', address1: '77 Massachusetts Ave', city: 'Cambridge', state: 'MA', zip: '02139', countryId: 237, phone: '+1 617 555 0100' },
      creditCard: { nonce, currency: 'USD', type: 'Visa', lastFour: '1111' },
    };

    // Hold the invoice counter the settlement needs; nothing before the gateway's sale touches it.
    const holder = await database.connect();
    await holder.query(`INSERT INTO invoice_sequences (localization, kind, next_number) VALUES ($1, 'order', 1) ON CONFLICT DO NOTHING`, [user.localization]);
    await holder.query('BEGIN');
    await holder.query(`SELECT next_number FROM invoice_sequences WHERE localization = $1 AND kind = 'order' FOR UPDATE`, [user.localization]);

    const submitted = client.request(server.url, 'PUT', `/api/order-form/${form.publicId}/payments`, payment).then(
      (answer) => ({ answered: answer.status }),
      () => ({ answered: 'no answer: the server died' as const }),
    );
    const running = server;
    await eventually(
      'the gateway approved the sale and the settlement waits on the held invoice counter',
      async () => {
        const [sale] = await salesOf(form.publicId);
        const [pending] = await paymentsOf(userId);
        const waiting = await check.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%invoice_sequences%' AND pid <> pg_backend_pid()`,
        );
        return sale?.status === 'settled' && pending?.status === 'pending' && waiting.rowCount === 1 ? true : undefined;
      },
      60_000,
      100,
    );
    await running.kill();
    server = null;
    await holder.query('ROLLBACK');
    expect(await submitted).toEqual({ answered: 'no answer: the server died' });

    // Between approval and settlement: charged at the gateway, pending in our books, no order.
    expect(await salesOf(form.publicId)).toEqual([expect.objectContaining({ status: 'settled', amount: String(PRICE) })]);
    expect(await paymentsOf(userId)).toEqual([expect.objectContaining({ status: 'pending', gateway_transaction_id: null })]);
    expect(await ordersOf(form.id)).toEqual([]);

    server = await startApi(env());
    const [settled] = await eventually(
      'the restarted server settles the pending payment',
      async () => {
        const rows = await paymentsOf(userId);
        return rows[0]?.status === 'pending' ? undefined : rows;
      },
      60_000,
    );
    const [sale] = await salesOf(form.publicId);
    const orders = await ordersOf(form.id);
    expect(orders).toEqual([expect.objectContaining({ paid: true })]);
    expect(settled).toMatchObject({ status: 'succeeded', gateway_transaction_id: sale?.id, result: { orderExternalId: orders[0]?.external_id } });
    const invoices = await check.query<{ total_amount: string; balance: string }>(`SELECT total_amount, balance FROM invoices WHERE order_id = $1`, [orders[0]?.id]);
    expect(invoices.rows).toEqual([{ total_amount: String(PRICE), balance: '0' }]);

    // The customer, back on the page, submits again: the same order, no second sale, no second payment.
    const retried = await client.request<{ status: string; orderExternalId: string }>(server.url, 'PUT', `/api/order-form/${form.publicId}/payments`, payment);
    expect(retried.body).toMatchObject({ status: 'succeeded', orderExternalId: orders[0]?.external_id });
    expect(await ordersOf(form.id)).toHaveLength(1);
    expect(await paymentsOf(userId)).toHaveLength(1);
    expect(await salesOf(form.publicId)).toHaveLength(1);
    console.info(`[crash] payment ${settled?.public_id}: killed between approval and settlement, reconciled on restart into order ${orders[0]?.external_id}`);
    await server.stop();
    server = null;
  });
});

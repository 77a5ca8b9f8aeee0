import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import { LOAD_PATH } from '@marginalia/contracts/app-config/app-config.paths';
import { ORDER_FORM_NEW_PATH, orderFormPaths, priceQuotePaths } from '@marginalia/contracts/order-form/order-form.paths';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { staffCataloguePaths, staffCustomerPaths, staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import { EVENTS_PATH, STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { staffSupportPaths, supportPaths } from '@marginalia/contracts/support/support.paths';
import { SIGNATURE_HEADER, signatureHeader } from '../../apps/api/src/platform/payments/sandbox/sandbox-signing';
import { CookieBrowser } from '../support/cookie-browser';
import { inParallel } from '../support/in-parallel';
import { outbox } from '../support/outbox-files';
import { DEMO, formAtPayment, manuscriptText, priceQuote, signIn, type Load } from '../support/journey';
import { pollUntil } from '../support/polling';
import { TEST_WEBHOOK_SECRET, startPortal, type Portal } from '../support/portal-processes';
import { testDatabaseUrl } from '../support/test-database-server';

/**
 * Two API processes (IN_PROCESS_WORKERS=false) and one worker on one fresh PostgreSQL database and one
 * DATA_DIR: a signed-in journey, settings, jobs, files and payments behave as one portal whichever
 * process answers.
 */
describe.skipIf(!testDatabaseUrl)('two API processes and a worker on one database', () => {
  let portal: Portal;
  let a: string;
  let b: string;
  /** The test's own look at the database, for what no API shows. */
  let pool: pg.Pool;
  const sql = async <T extends Record<string, unknown> = Record<string, unknown>>(text: string, params: unknown[] = []) => (await pool.query<T>(text, params)).rows;
  /** Jobs enqueued from now on have an id at least this. */
  const firstJobIdAfterNow = async () => Number((await sql<{ next: string }>(`SELECT coalesce(max(id), 0) + 1 AS next FROM jobs`))[0]?.next);

  beforeAll(async () => {
    portal = await startPortal({ apis: 2, workers: 1 });
    [a, b] = portal.apis.map((api) => api.url) as [string, string];
    pool = new pg.Pool({ connectionString: portal.database.url, max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    await portal?.stop();
  });

  /** Adds every process's last output lines to a failure. */
  async function explained(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (error instanceof Error) error.message += `\n\nProcess output:\n${portal.output()}`;
      throw error;
    }
  }

  it('a journey signed in on one process continues on the other: the session cookie works on both', () =>
    explained(async () => {
      const browser = new CookieBrowser();
      await browser.open(a);
      const login = await browser.json<{ loggedIn: boolean }>(a, 'POST', AUTH_PATHS.login, { email: DEMO.researcher.email, password: DEMO.researcher.password });
      expect(login.loggedIn).toBe(true);

      const onB = await browser.json<Load>(b, 'GET', LOAD_PATH);
      expect(onB.user).toMatchObject({ loggedIn: true, email: DEMO.researcher.email });

      // An order-form draft started on B, continued on A, read back on B.
      const started = await browser.json<FormAnswer>(b, 'GET', '/api/order-form/new');
      const id = started.orderForm.id;
      await browser.json(a, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 3100, serviceBundlesRequested: false });
      const chosen = await browser.json<FormAnswer>(b, 'PUT', `/api/order-form/${id}/services`, { serviceIdentities: ['standard-editing'], declineEditing: false });
      expect(chosen.orderForm.wordCount).toBe(3100);
      const onA = await browser.json<FormAnswer>(a, 'GET', `/api/order-form/${id}/load`);
      expect(onA.orderForm).toMatchObject({ id, wordCount: 3100 });
      expect(onA.orderForm.total).toBeGreaterThan(0);

      // Signing out on B ends the session on A too (at once on B, within a second on A), for a copy of the
      // cookie kept from before.
      const kept = browser.copy();
      await browser.json(b, 'POST', AUTH_PATHS.logout);
      expect((await kept.json<Load>(b, 'GET', LOAD_PATH)).user.loggedIn).toBe(false);
      const signedOutOnA = await pollUntil(async () => (await kept.json<Load>(a, 'GET', LOAD_PATH)).user.loggedIn === false);
      console.info(`sign-out on one process seen by the other after ${signedOutOnA.ms} ms`);
      expect(signedOutOnA.ms).toBeLessThanOrEqual(1000);
    }));

  it('a feature flag turned on one process is seen by the other within a second', () =>
    explained(async () => {
      const staff = await signIn(a, DEMO.staff);
      const visitor = new CookieBrowser();
      const flagOn = async (base: string) => (await visitor.json<Load>(base, 'GET', LOAD_PATH)).application.featureFlags.prepay_enabled;
      const before = await flagOn(b);
      await flagOn(a);
      await staff.json(a, 'PUT', staffCataloguePaths.featureFlag('prepay_enabled'), { enabled: !before });
      // Measured from the answer of the change, which comes after its commit.
      const seen = await pollUntil(async () => (await flagOn(b)) === !before);
      expect(await flagOn(a)).toBe(!before);
      console.info(`feature flag seen by the other process after ${seen.ms} ms`);
      expect(seen.ms).toBeLessThanOrEqual(1000);
    }));

  it("a customer's flag changed by staff on one process is seen in the customer's load on the other within a second", () =>
    explained(async () => {
      const staff = await signIn(a, DEMO.staff);
      const customer = await signIn(b, DEMO.researcherBr);
      const hasRewards = async (base: string) => (await customer.json<Load>(base, 'GET', LOAD_PATH)).user.hasRewards;
      // Both processes now hold the customer in their cache.
      const before = await hasRewards(b);
      await hasRewards(a);
      const identity = (await customer.json<Load>(b, 'GET', LOAD_PATH)).user.identity as string;
      const detail = await staff.json<{ flags: Record<string, unknown> }>(a, 'GET', staffCustomerPaths.customer(identity));
      await staff.json(a, 'PUT', staffCustomerPaths.flags(identity), { ...detail.flags, hasRewards: !before });
      const seen = await pollUntil(async () => (await hasRewards(b)) === !before);
      expect(await hasRewards(a)).toBe(!before);
      console.info(`customer flag seen by the other process after ${seen.ms} ms`);
      expect(seen.ms).toBeLessThanOrEqual(1000);
    }));

  it("a customer's change committed after a later one was read is still seen by the other process within a second", () =>
    explained(async () => {
      const customer = await signIn(b, DEMO.researcherCn);
      const hasRewards = async (base: string) => (await customer.json<Load>(base, 'GET', LOAD_PATH)).user.hasRewards;
      const before = await hasRewards(b);
      await hasRewards(a);
      // A slow transaction (a job, a staff tool, psql) writes its change first and commits last; meanwhile
      // another change commits and B reads it.
      const slow = await pool.connect();
      try {
        await slow.query('BEGIN');
        await slow.query('UPDATE users SET has_rewards = NOT has_rewards WHERE email = $1', [DEMO.researcherCn.email]);
        await sql(`UPDATE users SET first_name = first_name || '.' WHERE email = $1`, [DEMO.researcherBr.email]);
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(await hasRewards(b)).toBe(before);
        await slow.query('COMMIT');
      } finally {
        slow.release();
      }
      const seen = await pollUntil(async () => (await hasRewards(b)) === !before, { limitMs: 3000 });
      console.info(`a change committed late seen by a process after ${seen.ms} ms`);
      expect(seen.ms).toBeLessThanOrEqual(1000);
    }));

  it("a staff reply made on one process reaches the researcher's event stream on the other at once", () =>
    explained(async () => {
      const researcher = await signIn(b, DEMO.researcherBr);
      const staff = await signIn(a, DEMO.staff);
      const created = await researcher.json<{ number: string }>(b, 'POST', supportPaths.requests, { type: 'question', message: 'Do you edit Portuguese abstracts too?' });
      // The researcher's page listens on B, as a tab would (server-sent events).
      const stream = await researcher.fetch(b, 'GET', EVENTS_PATH, undefined, { accept: 'text/event-stream' });
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = stream.body?.getReader();
      if (!reader) throw new Error('no stream body');
      let received = '';
      const until = async (text: string) => {
        while (!received.includes(text)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`the stream ended before "${text}":\n${received}`);
          received += new TextDecoder().decode(value);
        }
      };
      await until(STREAM_OPEN_EVENT);
      const started = Date.now();
      await staff.json(a, 'POST', staffSupportPaths.messages(created.number), { message: 'Yes, into English or Portuguese.' });
      await until(`"request":"${created.number}"`);
      console.info(`a reply on one process reached a stream on the other after ${Date.now() - started} ms`);
      expect(received).toContain('"type":"support.message"');
      await reader.cancel();
    }));

  it('500 e-mails asked for through both processes are sent once each, all by the worker', () =>
    explained(async () => {
      const researcher = await signIn(a, DEMO.researcherCn);
      const estimateId = await priceQuote(researcher, a);
      const before = await firstJobIdAfterNow();
      const started = performance.now();
      const answers = await inParallel(500, 16, async (n) => {
        const base = n % 2 === 0 ? a : b;
        return researcher.json<{ recipientEmail: string }>(base, 'POST', priceQuotePaths.email(estimateId), {});
      });
      const enqueuedMs = Math.round(performance.now() - started);
      expect(answers.every((answer) => answer.recipientEmail === DEMO.researcherCn.email)).toBe(true);

      const quoteJobs = `FROM jobs WHERE id >= $1 AND type = 'mail.send' AND payload->>'template' = 'price-quote'`;
      await pollUntil(async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n ${quoteJobs} AND status = 'done'`, [before]))[0]?.n) === 500, { everyMs: 200, limitMs: 120_000 });
      const doneMs = Math.round(performance.now() - started);
      console.info(`500 mail jobs: enqueued through two processes in ${enqueuedMs} ms, all done after ${doneMs} ms`);

      const jobs = await sql<{ status: string; attempts: number; locked_by: string }>(`SELECT status, attempts, locked_by ${quoteJobs}`, [before]);
      expect(jobs).toHaveLength(500);
      expect(jobs.filter((job) => job.status !== 'done' || job.attempts !== 1)).toEqual([]);
      const [worker] = portal.workers;
      expect(new Set(jobs.map((job) => job.locked_by.split(':')[1]))).toEqual(new Set([String(worker?.pid)]));
      const sent = (await outbox(portal.dataDir)).filter((message) => message.template === 'price-quote' && message.to === DEMO.researcherCn.email);
      expect(sent).toHaveLength(500);
    }));

  it('a file uploaded through one process is analysed by the worker and downloads through the other byte for byte', () =>
    explained(async () => {
      const researcher = await signIn(a, DEMO.researcherBr);
      const staff = await signIn(b, DEMO.staff);
      const formId = (await researcher.json<{ orderForm: { id: string } }>(a, 'GET', ORDER_FORM_NEW_PATH)).orderForm.id;
      const content = manuscriptText(1_500_000);
      const uploaded = await researcher.upload<{ orderForm: { manuscripts: { main: { id: string; name: string; size: number }[] } } }>(a, orderFormPaths.files(formId), 'main', 'chapter-3.txt', content, 'text/plain');
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const file = uploaded.body.orderForm.manuscripts.main.find((each) => each.name === 'chapter-3.txt');
      expect(file?.size).toBe(content.length);

      // The worker reads the file from the shared storage to count its words; B tells the researcher.
      let details: { documentDetailsReceived: boolean; wordCount: number | null } = { documentDetailsReceived: false, wordCount: null };
      await pollUntil(
        async () => {
          details = await researcher.json(b, 'GET', orderFormPaths.documentDetails(formId));
          return details.documentDetailsReceived;
        },
        { everyMs: 200, limitMs: 60_000 },
      );
      expect(details.wordCount).toBeGreaterThan(100_000);

      for (const base of [b, a]) {
        const download = await staff.fetch(base, 'GET', staffOrderPaths.customerFile(file?.id ?? ''));
        expect(download.status).toBe(200);
        const bytes = Buffer.from(await download.arrayBuffer());
        expect(bytes.length).toBe(content.length);
        expect(bytes.equals(content)).toBe(true);
      }
    }));

  it('a payment made on one process is fulfilled once when its webhook arrives at both, twice, beside the approval', () =>
    explained(async () => {
      const buyer = await signIn(a, DEMO.researcher);
      const formId = await formAtPayment(buyer, a, b);
      const paypal = { paymentMethodId: 6, acceptedTermsAndConditions: true, billingAddress: { name: 'Ada Tester', address1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', countryId: 237 } };
      const answer = await buyer.json<{ status: string; paymentId: string; redirectUrl: string }>(a, 'PUT', `/api/order-form/${formId}/payments`, paypal);
      expect(answer.status).toBe('pending');
      const page = new URL(answer.redirectUrl).pathname;
      const transactionId = decodeURIComponent(page.split('/').pop() ?? '');

      // The customer approves on A's page while the gateway's webhook reaches B, A, and B again.
      const body = JSON.stringify({ id: `evt_${transactionId}_approve`, type: 'sale.succeeded', created: Math.floor(Date.now() / 1000), data: { transactionId, reference: answer.paymentId } });
      const webhook = (base: string) =>
        fetch(new URL(paymentPaths.webhook('sandbox'), base), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(TEST_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)) },
          body,
        });
      const approve = fetch(new URL(`${page}/approve`, a), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
      const [approved, ...delivered] = await Promise.all([approve, webhook(b), webhook(a), webhook(b), webhook(a)]);
      expect(approved?.status).toBe(303);
      const outcomes = await Promise.all(delivered.map(async (response) => ({ status: response.status, body: (await response.json()) as { outcome: string } })));
      expect(outcomes.map((each) => each.status)).toEqual([200, 200, 200, 200]);
      expect(outcomes.filter((each) => each.body.outcome === 'handled').length).toBeLessThanOrEqual(1);
      expect(outcomes.every((each) => ['handled', 'duplicate'].includes(each.body.outcome))).toBe(true);

      const payments = await sql<{ status: string; amount: string }>(`SELECT status, amount FROM payments WHERE public_id = $1`, [answer.paymentId]);
      expect(payments).toEqual([expect.objectContaining({ status: 'succeeded' })]);
      const orders = await sql<{ id: string; paid: boolean; external_id: string }>(
        `SELECT o.id, o.paid, o.external_id FROM orders o JOIN order_forms f ON f.id = o.order_form_id WHERE f.public_id = $1`,
        [formId],
      );
      expect(orders).toEqual([expect.objectContaining({ paid: true })]);
      const confirmations = await sql(`SELECT 1 FROM jobs WHERE type = 'mail.send' AND payload->>'template' = 'order-confirmation' AND payload->'params'->>'orderNumber' = $1`, [orders[0]?.external_id]);
      expect(confirmations).toHaveLength(1);
      const invoices = await sql<{ balance: string; total_amount: string }>(`SELECT balance, total_amount FROM invoices WHERE order_id = $1`, [orders[0]?.id]);
      expect(invoices).toEqual([expect.objectContaining({ balance: '0' })]);
      expect(invoices[0]?.total_amount).toBe(String(payments[0]?.amount));
      const sales = await sql<{ status: string }>(`SELECT status FROM sandbox_transactions WHERE kind = 'sale' AND id = $1`, [transactionId]);
      expect(sales).toEqual([{ status: 'settled' }]);
      const allocations = await sql(`SELECT 1 FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id WHERE p.public_id = $1`, [answer.paymentId]);
      expect(allocations).toHaveLength(1);
      const events = await sql(`SELECT 1 FROM gateway_events WHERE event_id = $1`, [`evt_${transactionId}_approve`]);
      expect(events).toHaveLength(1);
    }));

  it('leaves every process running, with no error in its log', () =>
    explained(async () => {
      for (const each of [...portal.apis, ...portal.workers]) {
        expect(each.child.exitCode, each.name).toBeNull();
        expect(each.errors(), each.name).toEqual([]);
      }
    }));
});

interface FormAnswer {
  orderForm: { id: string; wordCount: number | null; total: number };
  nextUrl?: string | null;
}

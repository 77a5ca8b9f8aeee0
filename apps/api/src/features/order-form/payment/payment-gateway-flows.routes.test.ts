import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { fapiaos, promotionalCodeUses, sandboxTransactions } from '../../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { call, signedIn } from '../test-support';
import {
  BRAZIL,
  CHINA,
  cardPayment,
  deliveredMail,
  formStatus,
  giveCredit,
  invoicesOfOrder,
  ordersOfForm,
  pay,
  paymentsOfUser,
  readyForm,
  tokenize,
} from './payment-test-support';

const t = useTestApp();

const newBuyer = (overrides: Parameters<typeof createSignedInUser>[1] = {}) => createSignedInUser(t.database, { currency: 'USD', countryId: 237, ...overrides });
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

/** The sandbox's sales made with this idempotency key (it keeps them under its own prefix). */
async function salesOf(key: string) {
  return t.database.db.select().from(sandboxTransactions).where(and(eq(sandboxTransactions.kind, 'sale'), like(sandboxTransactions.idempotencyKey, `%${key}`)));
}

describe('card payments of the order form', () => {
  it('a good card makes exactly one paid order, one settled invoice, one payment, a promo use and a confirmation', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer, { promoCode: 'WELCOME10' });
    const response = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '4111 1111 1111 1111'), { amount: 12_150 }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.status).toBe('succeeded');
    const orders = await ordersOfForm(t.database, form.id);
    expect(orders).toHaveLength(1);
    const order = orders[0];
    expect(order).toMatchObject({ paid: true, totalAmount: 12_150, externalId: answer.orderExternalId });
    expect(answer.redirectUrl).toBe(`/en/researcher/submit/order-complete/${order?.externalId}`);
    const invoices = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoices).toEqual([expect.objectContaining({ totalAmount: 12_150, balance: 0 })]);
    const payments = await paymentsOfUser(t.database, buyer.id);
    expect(payments).toEqual([expect.objectContaining({ methodId: 3, amount: 12_150, status: 'succeeded', publicId: answer.paymentId, cardLastFour: '1111', result: { orderExternalId: order?.externalId } })]);
    expect(await t.database.db.select().from(promotionalCodeUses).where(eq(promotionalCodeUses.userId, buyer.id))).toEqual([expect.objectContaining({ orderId: order?.id })]);
    expect(await formStatus(t.database, form.id)).toBe('converted');
    const mail = (await deliveredMail(t)).filter((entry) => entry.to === buyer.email);
    expect(mail).toEqual([expect.objectContaining({ template: 'order-confirmation', subject: `We have received your order ${order?.externalId}` })]);

    const described = (await call(t.app, signedIn(buyer.headers), 'GET', `/api/order/${order?.externalId}/payment`)).json();
    expect(described.order).toMatchObject({ paid: true, paymentMethodId: 3, paymentId: answer.paymentId, boletoUrl: null });
  });

  it('a declined card answers 402 and leaves the form open; a good card then succeeds', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const declined = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '4000 0000 0000 0002')));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.error).toBe('payment-declined');
    expect(await formStatus(t.database, form.id)).toBe('open');
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(0);
    const good = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '5555 5555 5555 4444')));
    expect(good.statusCode).toBe(200);
    expect(good.json().status).toBe('succeeded');
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(1);
    const payments = await paymentsOfUser(t.database, buyer.id);
    expect(payments.map((payment) => [payment.status, payment.idempotencyKey])).toEqual([
      ['failed', `order-form:${form.publicId}:0`],
      ['succeeded', `order-form:${form.publicId}:1`],
    ]);
  });

  it('the same submission twice, one after the other, charges once and answers the same order', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const payment = cardPayment(await tokenize(t.app, buyer, '4111111111111111'));
    const first = await pay(t, buyer, form.publicId, payment);
    const second = await pay(t, buyer, form.publicId, payment);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderExternalId).toBe(first.json().orderExternalId);
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(1);
    expect(await salesOf(`order-form:${form.publicId}:0`)).toHaveLength(1);
  });

  it('two submissions at the same moment make one order and one sale', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const payment = cardPayment(await tokenize(t.app, buyer, '4111111111111111'));
    const answers = await Promise.all([pay(t, buyer, form.publicId, payment), pay(t, buyer, form.publicId, payment)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(1);
    expect(await salesOf(`order-form:${form.publicId}:0`)).toHaveLength(1);
    expect((await paymentsOfUser(t.database, buyer.id)).filter((row) => row.methodId === 3)).toHaveLength(1);
  });

  it('credits pay part and the card the rest', async () => {
    const buyer = await newBuyer();
    await giveCredit(t.database, buyer.id, 3_500);
    const form = await readyForm(t.database, buyer);
    const response = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '4111111111111111'), { useCredits: 'yes', amount: 10_000 }));
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order?.paid).toBe(true);
    const payments = await paymentsOfUser(t.database, buyer.id);
    expect(payments.map((payment) => [payment.methodId, payment.amount])).toEqual([
      [3, 10_000],
      [1, 3_500],
    ]);
    expect((await invoicesOfOrder(t.database, order?.id ?? 0))[0]?.balance).toBe(0);
  });

  it('a card that needs confirmation sends the browser to the sandbox page, and approving it places the order', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const response = await pay(t, buyer, form.publicId, cardPayment(await tokenize(t.app, buyer, '4000 0000 0000 3220')));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'pending', orderExternalId: null });
    expect(pathOf(answer.redirectUrl)).toMatch(/^\/api\/payment\/sandbox\/pay\//);
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(0);
    const approved = await t.app.inject({ method: 'POST', url: `${new URL(answer.redirectUrl).pathname}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(approved.statusCode).toBe(303);
    expect(pathOf(String(approved.headers.location))).toBe(`/en/researcher/submit/payment-return/${answer.paymentId}`);
    expect(await ordersOfForm(t.database, form.id)).toEqual([expect.objectContaining({ paid: true })]);
  });
});

describe('hosted wallets and boleto', () => {
  it('Alipay goes through the sandbox page; approving it converts the form with the fapiao request', async () => {
    const buyer = await newBuyer({ currency: 'CNY', countryId: CHINA, localization: 'us', siteLanguage: 'cn' });
    const form = await readyForm(t.database, buyer);
    const address = { name: '李伟', organization: '复旦大学', address1: '邯郸路 220 号', city: '上海', state: 'SH', zip: '200433', countryId: CHINA, phone: '13800138000' };
    const response = await pay(t, buyer, form.publicId, {
      paymentMethodId: 19,
      acceptedTermsAndConditions: true,
      billingAddress: address,
      requireFapiao: 'yes',
      fapiao: { type: 'general', deliveryTimeline: 'on-payment', title: '复旦大学', taxpayerNumber: '12100000425006117P' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.status).toBe('pending');
    const page = new URL(answer.redirectUrl);
    expect(page.pathname).toMatch(/^\/api\/payment\/sandbox\/pay\//);
    expect((await t.app.inject({ method: 'GET', url: page.pathname })).statusCode).toBe(200);
    expect(await formStatus(t.database, form.id)).toBe('open');

    const approved = await t.app.inject({ method: 'POST', url: `${page.pathname}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(approved.statusCode).toBe(303);
    expect(pathOf(String(approved.headers.location))).toBe(`/cn/researcher/submit/payment-return/${answer.paymentId}`);
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ paid: true, currency: 'CNY' });
    expect(await formStatus(t.database, form.id)).toBe('converted');
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(await t.database.db.select().from(fapiaos).where(eq(fapiaos.invoiceId, invoice?.id ?? 0))).toEqual([
      expect.objectContaining({ type: 'general', organizationName: '复旦大学', status: 'pending', contactEmail: buyer.email, contactPhone: '13800138000' }),
    ]);
    const status = await call(t.app, signedIn(buyer.headers), 'GET', `/api/payment/${answer.paymentId}/status`);
    expect(status.json()).toMatchObject({ status: 'succeeded', orderExternalId: order?.externalId });
    const mail = (await deliveredMail(t)).find((entry) => entry.to === buyer.email);
    expect(mail).toMatchObject({ language: 'cn', subject: `我们已收到您的订单 ${order?.externalId}` });
  });

  it('refusing on the wallet page leaves the form open and payable with a new attempt', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const paypal = { paymentMethodId: 6, acceptedTermsAndConditions: true, billingAddress: { name: 'Ada Tester', address1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', countryId: 237 } };
    const answer = (await pay(t, buyer, form.publicId, paypal)).json();
    const refused = await t.app.inject({ method: 'POST', url: `${new URL(answer.redirectUrl).pathname}/refuse`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(refused.statusCode).toBe(303);
    expect(await formStatus(t.database, form.id)).toBe('open');
    const again = (await pay(t, buyer, form.publicId, paypal)).json();
    expect(again.paymentId).not.toBe(answer.paymentId);
    expect(again.status).toBe('pending');
  });

  it('boleto makes an unpaid order and invoice and a pending payment with its link; the bank settles it', async () => {
    const buyer = await newBuyer({ currency: 'BRL', countryId: BRAZIL, siteLanguage: 'br' });
    const form = await readyForm(t.database, buyer);
    const address = { name: 'Ana Souza', organization: 'USP', address1: 'Av. Prof. Luciano Gualberto, 908', city: 'São Paulo', state: 'SP', zip: '05508-010', countryId: BRAZIL, phone: '+55 11 3091 0000' };
    const response = await pay(t, buyer, form.publicId, {
      paymentMethodId: 20,
      acceptedTermsAndConditions: true,
      billingAddress: address,
      brazilPaymentMethods: 'no-requirements',
      boleto: { taxIdentification: { type: 'CPF', number: '529.982.247-25' }, payer: 'Ana Souza' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.status).toBe('pending');
    expect(answer.boletoUrl).toMatch(/\/api\/payment\/sandbox\/boleto\/.+\/pdf$/);
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ paid: false, currency: 'BRL', externalId: answer.orderExternalId });
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoice?.balance).toBe(order?.totalAmount);
    const [payment] = await paymentsOfUser(t.database, buyer.id);
    expect(payment).toMatchObject({ purpose: 'payoff', methodId: 20, status: 'pending', subject: { invoiceIds: [invoice?.id] }, amount: order?.totalAmount });
    const described = (await call(t.app, signedIn(buyer.headers), 'GET', `/api/order/${order?.externalId}/payment`)).json();
    expect(described.order).toMatchObject({ paid: false, paymentMethodId: 20, boletoUrl: answer.boletoUrl });
    const mail = (await deliveredMail(t)).find((entry) => entry.to === buyer.email);
    const text = (await t.app.platform.mail.readOutbox(mail?.id ?? ''))?.text ?? '';
    expect(text).toContain('boleto');
    expect(text).toContain(new URL(answer.boletoUrl, 'http://x').pathname);

    const again = await pay(t, buyer, form.publicId, { paymentMethodId: 20, acceptedTermsAndConditions: true });
    expect(again.json()).toMatchObject({ orderExternalId: order?.externalId, boletoUrl: answer.boletoUrl });

    const bank = pathOf(answer.boletoUrl).replace(/\/pdf$/, '/pay');
    expect((await t.app.inject({ method: 'POST', url: bank, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(303);
    expect((await ordersOfForm(t.database, form.id))[0]?.paid).toBe(true);
    expect((await invoicesOfOrder(t.database, order?.id ?? 0))[0]?.balance).toBe(0);
  });
});

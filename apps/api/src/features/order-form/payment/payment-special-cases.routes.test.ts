import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { credits, orderForms, promotionalCodes } from '../../../platform/db/schema/all-tables';
import { createSignedInUser, impersonatedBy } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import {
  BRAZIL,
  CHINA,
  bankTransferPayment,
  cardPayment,
  creditBalance,
  deliveredMail,
  giveCredit,
  invoicesOfOrder,
  ordersOfForm,
  pay,
  paymentsOfUser,
  readyForm,
  tokenize,
  usAddress,
} from './payment-test-support';

const t = useTestApp();
beforeAll(async () => {
  await t.database.db.insert(promotionalCodes).values({ code: 'FREE100', description: 'Everything free (test)', percentBased: true, percent: 100, maxUsesPerCustomer: 5 });
});

const newBuyer = (overrides: Parameters<typeof createSignedInUser>[1] = {}) => createSignedInUser(t.database, { currency: 'USD', countryId: 237, ...overrides });

describe('special cases of paying an order form', () => {
  it("a total of zero completes the order without a method: paid, with a zero receipt ('Complete Order')", async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer, { promoCode: 'FREE100' });
    const response = await pay(t, buyer, form.publicId, { paymentMethodId: null, acceptedTermsAndConditions: true, amount: 0 });
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ paid: true, totalAmount: 0 });
    expect(await paymentsOfUser(t.database, buyer.id)).toEqual([expect.objectContaining({ methodId: 4, amount: 0, status: 'succeeded' })]);
  });

  it('FAPESP funds: a Brazilian pays in US dollars by card, the invoice stays in reais and is settled', async () => {
    const buyer = await newBuyer({ currency: 'BRL', countryId: BRAZIL });
    const form = await readyForm(t.database, buyer);
    const address = { name: 'Ana Souza', organization: 'USP', address1: 'Rua do Matão, 1010', city: 'São Paulo', state: 'SP', zip: '05508090', countryId: BRAZIL, phone: '+55 11 3091 0000' };
    const nonce = await tokenize(t.app, buyer, '4111111111111111');
    const response = await pay(t, buyer, form.publicId, cardPayment(nonce, { billingAddress: address, brazilPaymentMethods: 'fapesp', usingFapespFunds: true, fapespNumber: '2025/01234-5' }));
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, form.id);
    // $135 at 5.40 is R$729,00.
    expect(order).toMatchObject({ currency: 'BRL', totalAmount: 72_900, paid: true });
    const [payment] = await paymentsOfUser(t.database, buyer.id);
    expect(payment).toMatchObject({ currency: 'USD', amount: 13_500 });
    expect(payment?.form).toMatchObject({ extra: { fapespNumber: '2025/01234-5' } });
    expect((await invoicesOfOrder(t.database, order?.id ?? 0))[0]).toMatchObject({ currency: 'BRL', balance: 0 });
  });

  it('a Chinese user of the US company must say whether a fapiao is needed, and its fields are checked', async () => {
    const buyer = await newBuyer({ currency: 'CNY', countryId: CHINA, localization: 'us' });
    const form = await readyForm(t.database, buyer);
    const address = { name: '李伟', address1: '邯郸路 220 号', city: '上海', countryId: CHINA, phone: '13800138000' };
    const unanswered = await pay(t, buyer, form.publicId, { paymentMethodId: 21, acceptedTermsAndConditions: true, billingAddress: address });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().error.fields.requireFapiao.error).toBe('option-required');
    const latin = await pay(t, buyer, form.publicId, { paymentMethodId: 21, acceptedTermsAndConditions: true, billingAddress: address, requireFapiao: 'yes', fapiao: { type: 'special', deliveryTimeline: 'on-completion', title: 'Fudan University', taxpayerNumber: 'abc' } });
    expect(latin.statusCode).toBe(422);
    expect(latin.json().error.fields).toMatchObject({ 'fapiao.title': { error: 'fapiao-organization-name-error' }, 'fapiao.taxpayerNumber': { error: 'fapiao-taxpayer-number-error' } });
  });

  it('a wallet payment approved after the form became a bank-transfer order pays that order instead', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const paypal = (await pay(t, buyer, form.publicId, { paymentMethodId: 6, acceptedTermsAndConditions: true, billingAddress: usAddress })).json();
    expect(paypal.status).toBe('pending');
    expect((await pay(t, buyer, form.publicId, bankTransferPayment())).statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order?.paid).toBe(false);
    const approved = await t.app.inject({ method: 'POST', url: `${new URL(paypal.redirectUrl).pathname}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(approved.statusCode).toBe(303);
    expect(await ordersOfForm(t.database, form.id)).toEqual([expect.objectContaining({ id: order?.id, paid: true })]);
    expect((await invoicesOfOrder(t.database, order?.id ?? 0))[0]?.balance).toBe(0);
    expect(await t.database.db.select().from(credits).where(eq(credits.userId, buyer.id))).toHaveLength(0);
  });

  it('staff options: no invoice when suppressed, and no e-mail when the customer is not notified', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer, { adminCreated: true });
    await t.database.db.update(orderForms).set({ suppressInvoiceCreation: true }).where(eq(orderForms.id, form.id));
    const payment = cardPayment(await tokenize(t.app, buyer, '4111111111111111'), { adminOptions: { suppressInvoiceCreation: true, notifyCustomer: false } });
    // Only staff acting as the customer may pay an admin-created form (the customer alone gets 404).
    expect((await pay(t, buyer, form.publicId, payment)).statusCode).toBe(404);
    const response = await pay(t, await impersonatedBy(t.database, buyer), form.publicId, payment);
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ adminCreated: true, paid: true });
    expect(await invoicesOfOrder(t.database, order?.id ?? 0)).toHaveLength(0);
    expect((await deliveredMail(t)).filter((entry) => entry.to === buyer.email)).toHaveLength(0);
  });

  it('an amount worked out with credits the user does not have is refused and nothing is ordered', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    // The browser believed 2,000 cents of credit applied; the user has none.
    const response = await pay(t, buyer, form.publicId, bankTransferPayment({ useCredits: 'yes', amount: 11_500 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.error).toBe('payment-amount-changed');
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(0);
  });

  it('two bank-transfer submissions at the same moment make one order and answer the same', async () => {
    const buyer = await newBuyer();
    const form = await readyForm(t.database, buyer);
    const answers = await Promise.all([pay(t, buyer, form.publicId, bankTransferPayment()), pay(t, buyer, form.publicId, bankTransferPayment())]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().orderExternalId).toBe(answers[1]?.json().orderExternalId);
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(1);
  });

  it('two forms spending the same credits at the same moment: one is paid, the other refused', async () => {
    const buyer = await newBuyer();
    await giveCredit(t.database, buyer.id, 13_500);
    const first = await readyForm(t.database, buyer);
    const second = await readyForm(t.database, buyer);
    const free = { paymentMethodId: null, acceptedTermsAndConditions: true, useCredits: 'yes' as const, amount: 0 };
    const answers = await Promise.all([pay(t, buyer, first.publicId, free), pay(t, buyer, second.publicId, free)]);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // Refused in the transaction when both saw the credits (PostgreSQL), or by the amount check when the
    // second saw them spent: nothing is due from credits any more, so it has no method (422) for the rest.
    expect([409, 422]).toContain(refused?.statusCode);
    expect(['credit-balance-changed', 'payment-amount-changed', 'validation-error']).toContain(refused?.json().error.error);
    expect([...(await ordersOfForm(t.database, first.id)), ...(await ordersOfForm(t.database, second.id))]).toHaveLength(1);
    expect(await creditBalance(t.database, buyer.id)).toBe(0);
  });
});

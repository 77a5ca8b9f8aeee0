import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderFormFiles, promotionalCodeUses } from '../../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { call, signedIn, visitor } from '../test-support';
import {
  BRAZIL,
  bankTransferPayment,
  creditBalance,
  deliveredMail,
  formStatus,
  giveCredit,
  invoicesOfOrder,
  ordersOfForm,
  pay,
  paymentsOfUser,
  readyForm,
  usAddress,
} from './payment-test-support';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', countryId: 237 }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', countryId: 237 }));

const fieldsOf = (response: { json(): unknown }) => (response.json() as { error: { fields: Record<string, { error: string }> } }).error.fields;

describe('PUT /api/order-form/{id}/payments: who may pay and what is refused', () => {
  it('another user gets 404, a visitor 401, a malformed body 400, and the form stays open', async () => {
    const form = await readyForm(t.database, owner);
    expect((await pay(t, other, form.publicId, bankTransferPayment())).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'PUT', `/api/order-form/${form.publicId}/payments`, bankTransferPayment())).statusCode).toBe(401);
    expect((await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${form.publicId}/payments`, { paymentMethodId: 'card' })).statusCode).toBe(400);
    expect(await formStatus(t.database, form.id)).toBe('open');
  });

  it('refuses a missing method and unaccepted terms with 422 and the fields', async () => {
    const form = await readyForm(t.database, owner);
    const response = await pay(t, owner, form.publicId, { paymentMethodId: null, billingAddress: usAddress });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toMatchObject({ paymentMethodId: { error: 'payment-method-required' }, acceptedTermsAndConditions: { error: 'payment-accept-terms-and-conditions-failure' } });
  });

  it('refuses a bank transfer without purchase order, organization, phone or invoice address', async () => {
    const form = await readyForm(t.database, owner);
    const response = await pay(t, owner, form.publicId, { paymentMethodId: 9, acceptedTermsAndConditions: true, billingAddress: { ...usAddress, organization: null, phone: null }, purchaseOrder: null });
    expect(response.statusCode).toBe(422);
    const fields = fieldsOf(response);
    expect(fields.purchaseOrder?.error).toBe('purchase-order-required');
    expect(fields['billingAddress.organization']?.error).toBe('organization-name-required');
    expect(fields['billingAddress.phone']?.error).toBe('phone-required');
    expect(fields['invoiceAddress.name']?.error).toBe('customer-name-required');
  });

  it('refuses a Brazilian boleto with a bad CPF and Allpago without installments', async () => {
    const brazilian = await createSignedInUser(t.database, { currency: 'BRL', countryId: BRAZIL });
    const form = await readyForm(t.database, brazilian);
    const address = { name: 'Ana Souza', organization: 'USP', address1: 'Av. Prof. Luciano Gualberto, 908', city: 'São Paulo', state: 'SP', zip: '05508-010', countryId: BRAZIL, phone: '+55 11 3091 0000' };
    const boleto = await pay(t, brazilian, form.publicId, { paymentMethodId: 20, acceptedTermsAndConditions: true, billingAddress: address, brazilPaymentMethods: 'no-requirements', boleto: { taxIdentification: { type: 'CPF', number: '123.456.789-00' }, payer: 'Ana Souza' } });
    expect(boleto.statusCode).toBe(422);
    expect(fieldsOf(boleto)['boleto.taxIdentification.number']?.error).toBe('tax-number-invalid');
    const allpago = await pay(t, brazilian, form.publicId, { paymentMethodId: 23, acceptedTermsAndConditions: true, billingAddress: address, brazilPaymentMethods: 'allpago', allpagoCreditCard: { checkoutId: 'c1', numberOfInstallments: 7 } });
    expect(allpago.statusCode).toBe(422);
    expect(fieldsOf(allpago)['allpagoCreditCard.numberOfInstallments']?.error).toBe('installments-required');
    const badZip = await pay(t, brazilian, form.publicId, { paymentMethodId: 20, acceptedTermsAndConditions: true, billingAddress: { ...address, zip: '0550' }, brazilPaymentMethods: 'no-requirements' });
    expect(fieldsOf(badZip)['billingAddress.zip']?.error).toBe('postcode-eight-digits');
    expect(fieldsOf(badZip)['boleto.payer']?.error).toBe('value-required');
  });

  it('refuses a card in a currency other than the form\'s', async () => {
    const form = await readyForm(t.database, owner);
    const response = await pay(t, owner, form.publicId, { paymentMethodId: 3, acceptedTermsAndConditions: true, billingAddress: usAddress, creditCard: { nonce: 'x', currency: 'EUR' } });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)['creditCard.currency']?.error).toBe('currency-invalid');
  });

  it('refuses an empty cart, a cart without files and a form whose details step is not done', async () => {
    const empty = await readyForm(t.database, owner, { services: [] });
    const noServices = await pay(t, owner, empty.publicId, bankTransferPayment());
    expect(noServices.statusCode).toBe(400);
    expect(noServices.json().error.error).toBe('submission-issue');
    const noFiles = await readyForm(t.database, owner, { withFile: true });
    await t.database.db.delete(orderFormFiles).where(eq(orderFormFiles.orderFormId, noFiles.id));
    const response = await pay(t, owner, noFiles.publicId, bankTransferPayment());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error).toBe('cart-no-files');
    const untitled = await readyForm(t.database, owner, { title: '' });
    const early = await pay(t, owner, untitled.publicId, bankTransferPayment());
    expect(early.statusCode).toBe(400);
    expect(early.json().error.error).toBe('order-form-step-error');
  });

  it('refuses an amount that no longer matches with 409 payment-amount-changed', async () => {
    const form = await readyForm(t.database, owner);
    const response = await pay(t, owner, form.publicId, bankTransferPayment({ amount: 9900 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.error).toBe('payment-amount-changed');
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(0);
  });
});

describe('orders made at once', () => {
  it('a bank transfer makes an unpaid order with an unpaid invoice, a promo use and a confirmation with the bank account', async () => {
    const buyer = await createSignedInUser(t.database, { currency: 'USD', countryId: 237, firstName: 'Grace' });
    const form = await readyForm(t.database, buyer, { promoCode: 'WELCOME10' });
    const response = await pay(t, buyer, form.publicId, bankTransferPayment({ amount: 12150 }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'awaiting-payment', paymentId: null, redirectForm: null });
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ paid: false, totalAmount: 12150, currency: 'USD', title: 'Thermal stability of engineered lysozyme variants', userId: buyer.id });
    expect(answer.orderExternalId).toBe(order?.externalId);
    expect(answer.redirectUrl).toBe(`/en/researcher/submit/order-complete/${order?.externalId}`);
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoice).toMatchObject({ totalAmount: 12150, balance: 12150, purchaseOrder: 'PO-2026-0042', paidAt: null });
    expect(invoice?.invoiceAddress).toMatchObject({ organization: 'Grants Office, Institute of Proteins', countryName: 'United States' });
    expect(await paymentsOfUser(t.database, buyer.id)).toHaveLength(0);
    expect(await t.database.db.select().from(promotionalCodeUses).where(eq(promotionalCodeUses.userId, buyer.id))).toHaveLength(1);
    expect(await formStatus(t.database, form.id)).toBe('converted');

    const mail = (await deliveredMail(t)).find((entry) => entry.to === buyer.email);
    expect(mail).toMatchObject({ template: 'order-confirmation', language: 'en' });
    const text = (await t.app.platform.mail.readOutbox(mail?.id ?? ''))?.text ?? '';
    expect(text).toContain(order?.externalId ?? '?');
    expect(text).toContain(invoice?.invoiceNumber ?? '?');
    expect(text).toContain('Account number');

    // The same submission again answers the same; another method is refused.
    const again = await pay(t, buyer, form.publicId, bankTransferPayment({ amount: 12150 }));
    expect(again.statusCode).toBe(200);
    expect(again.json().orderExternalId).toBe(order?.externalId);
    const card = await pay(t, buyer, form.publicId, { paymentMethodId: 3, acceptedTermsAndConditions: true, billingAddress: usAddress, creditCard: { nonce: 'x', currency: 'USD' } });
    expect(card.statusCode).toBe(409);
    expect(card.json().error.error).toBe('order-form-already-paid');
    expect(await ordersOfForm(t.database, form.id)).toHaveLength(1);
  });

  it('credits covering the whole total make a free, paid order and lower the balance', async () => {
    const buyer = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    await giveCredit(t.database, buyer.id, 30_000);
    const form = await readyForm(t.database, buyer);
    const response = await pay(t, buyer, form.publicId, { paymentMethodId: null, acceptedTermsAndConditions: true, useCredits: 'yes', amount: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('succeeded');
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ paid: true, totalAmount: 13500 });
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoice).toMatchObject({ balance: 0 });
    expect(invoice?.paidAt).not.toBeNull();
    const [payment] = await paymentsOfUser(t.database, buyer.id);
    expect(payment).toMatchObject({ methodId: 1, amount: 13500, status: 'succeeded' });
    expect(await creditBalance(t.database, buyer.id)).toBe(30_000 - 13_500);
  });

  it('credits in part, the rest by bank transfer: the invoice keeps the rest', async () => {
    const buyer = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    await giveCredit(t.database, buyer.id, 5_000);
    const form = await readyForm(t.database, buyer);
    const response = await pay(t, buyer, form.publicId, bankTransferPayment({ useCredits: 'yes', amount: 8_500 }));
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, form.id);
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoice).toMatchObject({ totalAmount: 13_500, balance: 8_500 });
    expect(order?.paid).toBe(false);
    expect(await creditBalance(t.database, buyer.id)).toBe(0);
  });

  it('GET /api/order/{id}/payment describes the order for its owner only', async () => {
    const buyer = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    const form = await readyForm(t.database, buyer);
    const placed = (await pay(t, buyer, form.publicId, bankTransferPayment())).json();
    const response = await call(t.app, signedIn(buyer.headers), 'GET', `/api/order/${placed.orderExternalId}/payment`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stored: true, order: { externalId: placed.orderExternalId, paid: false, totalAmount: 13500, paymentMethodId: 9, paymentId: null, currency: { isoCode: 'USD' } } });
    expect(response.json().order.invoiceNumber).toMatch(/^US\d{6}$/);
    expect((await call(t.app, signedIn(other.headers), 'GET', `/api/order/${placed.orderExternalId}/payment`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'GET', `/api/order/${placed.orderExternalId}/payment`)).statusCode).toBe(401);
    expect((await call(t.app, signedIn(buyer.headers), 'GET', `/api/order/${'x'.repeat(60)}/payment`)).statusCode).toBe(400);
  });
});

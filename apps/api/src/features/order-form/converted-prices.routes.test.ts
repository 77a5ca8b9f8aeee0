import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderForms, orderServices, preferredGroups, priceQuotes } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { call, formOf, signedIn } from './test-support';
import { bankTransferPayment, invoicesOfOrder, ordersOfForm, pay } from './payment/payment-test-support';

const t = useTestApp();

const details = {
  projectTitle: 'Soil carbon under rotational grazing',
  styleOfEnglish: 'british',
  areaOfStudyId: null,
  journal: { id: null, name: 'Geoderma', url: 'https://www.journals.elsevier.com/geoderma' },
  answers: { 4: 'reference-style-journal' },
};

describe('one order in euros: the form, its price quote, the order and its invoice', () => {
  it('prices every line in whole euros, and the quote, the order lines and the invoice keep exactly those amounts', async () => {
    // A member of a preferred group: 10 % off every line, on the quote as on the order
    const [group] = await t.database.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'cambridge1'));
    const buyer = await createSignedInUser(t.database, { currency: 'EUR', countryId: 237, preferredGroupId: group?.id ?? null });
    const browser = signedIn(buyer.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
    formOf(
      await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, {
        customerGoal: 'price-quote',
        uploadLater: true,
        manuscriptLanguageId: 1,
        wordCount: 2500,
        serviceBundlesRequested: false,
      }),
    );
    formOf(
      await call(t.app, browser, 'PUT', `/api/order-form/${id}/services`, {
        serviceIdentities: ['standard-editing'],
        declineEditing: false,
      }),
    );
    formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/services/formatting`, {}));
    const normal = formOf(await call(t.app, browser, 'GET', `/api/order-form/${id}/load`)).orderForm;
    const tile = normal.availableServices.find((service) => service.identity === 'standard-editing');
    // $135 is €116.10 and its 24-hour rush $270 is €232.20: the tile shows €116, rush €232, the difference €116
    expect(tile?.rushData.nonRushOption?.price).toBe(11600);
    expect(tile?.rushData.rushOption?.price).toBe(23200);
    expect(tile?.rushData.rushPriceDifference).toBe(11600);
    // The word-count control's bin price is the same rounded price
    const bin = await call(t.app, browser, 'GET', `/api/order-form/${id}/get-bin-price?newWordCount=2600`);
    expect(bin.json()).toMatchObject({ newService: { serviceIdentity: 'standard-editing', price: 11600 } });

    const coded = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/rush`, { rushed: true })).orderForm;
    expect(coded.currency.isoCode).toBe('EUR');
    // Rushed editing €232 and formatting ($110 = €94.60) €95, then 10 % off each line
    expect(coded.lineItems.map((line) => [line.serviceIdentity, line.listPrice, line.discountAmount, line.totalPrice])).toEqual([
      ['standard-editing', 23200, 2320, 20880],
      ['formatting', 9500, 950, 8550],
    ]);
    expect(coded.listTotal).toBe(32700);
    expect(coded.total).toBe(29430);
    for (const line of coded.lineItems) expect(line.listPrice % 100).toBe(0);

    const quoted = await call(t.app, browser, 'PUT', `/api/order-form/${id}/generate-price-quote`);
    const estimateId: string = quoted.json().order.estimateId;
    const [quote] = await t.database.db.select().from(priceQuotes).where(eq(priceQuotes.estimateId, estimateId));
    const snapshot = quote?.snapshot as {
      lineItems: { listPrice: number; discountAmount: number; totalPrice: number }[];
      subtotal: number;
      total: number;
    };
    expect(quote?.total).toBe(coded.total);
    expect(snapshot.subtotal).toBe(coded.listTotal);
    expect(snapshot.lineItems.map((line) => [line.listPrice, line.discountAmount, line.totalPrice])).toEqual(
      coded.lineItems.map((line) => [line.listPrice, line.discountAmount, line.totalPrice]),
    );

    expect(quote?.currency).toBe('EUR');
    formOf(await call(t.app, browser, 'POST', `/api/order-form/${id}/convert-quote`));
    formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, details));
    const paid = await pay(t, buyer, id, bankTransferPayment({ amount: coded.total }));
    expect(paid.statusCode).toBe(200);
    const [order] = await ordersOfForm(t.database, (await formRowId(id)) ?? 0);
    expect(order).toMatchObject({ currency: 'EUR', totalAmount: coded.total });
    const lines = await t.database.db
      .select()
      .from(orderServices)
      .where(eq(orderServices.orderId, order?.id ?? 0));
    const byService = (a: { serviceIdentity: string }, b: { serviceIdentity: string }) =>
      a.serviceIdentity.localeCompare(b.serviceIdentity);
    expect(lines.sort(byService).map((line) => [line.serviceIdentity, line.listPrice, line.discountAmount, line.totalPrice])).toEqual(
      [...coded.lineItems].sort(byService).map((line) => [line.serviceIdentity, line.listPrice, line.discountAmount, line.totalPrice]),
    );
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoice).toMatchObject({ currency: 'EUR', totalAmount: 29430, balance: 29430 });
  });
});

async function formRowId(publicId: string): Promise<number | undefined> {
  const [row] = await t.database.db.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.publicId, publicId));
  return row?.id;
}

import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { call, formOf, signedIn, visitor } from './test-support';

/** Bundle interest and the promotional code benefits, each for its owner, another user and a visitor. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));

async function newForm() {
  return formOf(await call(t.app, signedIn(owner.headers), 'GET', '/api/order-form/new')).orderForm.id;
}

describe('bundle interest and promotional code benefits', () => {
  it('lists the listed codes as benefits for the owner only', async () => {
    const id = await newForm();
    const benefits = await call(t.app, signedIn(owner.headers), 'GET', `/api/order-form/${id}/applicable-promotional-code-benefits`);
    expect(benefits.json().benefits.map((benefit: { code: string }) => benefit.code)).toEqual(expect.arrayContaining(['WELCOME10', 'FIGURES15']));
    expect(benefits.json().benefits.map((benefit: { code: string }) => benefit.code)).not.toContain('EXPIRED5');
    expect((await call(t.app, signedIn(other.headers), 'GET', `/api/order-form/${id}/applicable-promotional-code-benefits`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'GET', `/api/order-form/${id}/applicable-promotional-code-benefits`)).statusCode).toBe(404);
  });

  it('bundle interest switches the flow; cancel goes back to the services page', async () => {
    const id = await newForm();
    const interested = formOf(await call(t.app, signedIn(owner.headers), 'POST', `/api/order-form/${id}/service-bundle-interest`, { interested: true }));
    expect(interested.orderForm.serviceBundle.interested).toBe(true);
    expect(interested.orderForm.serviceBundleQuestions.length).toBeGreaterThan(0);
    const cancelled = formOf(await call(t.app, signedIn(owner.headers), 'POST', `/api/order-form/${id}/cancel-bundle`));
    expect(cancelled.orderForm.serviceBundle.interested).toBe(false);
    expect(cancelled.nextUrl).toBe('/researcher/submit/manuscript-services');
    expect((await call(t.app, signedIn(owner.headers), 'POST', `/api/order-form/${id}/service-bundle-interest`, { interested: 'yes' })).statusCode).toBe(400);
    expect((await call(t.app, signedIn(other.headers), 'POST', `/api/order-form/${id}/cancel-bundle`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'POST', `/api/order-form/${id}/service-bundle-interest`, { interested: true })).statusCode).toBe(404);
  });
});

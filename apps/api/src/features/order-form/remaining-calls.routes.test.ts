import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { call, formOf, signedIn, visitor } from './test-support';

/** The calls the other files exercise less: each with its owner, another user, a visitor and bad input. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD' });
  other = await createSignedInUser(t.database, { currency: 'USD' });
});
afterAll(async () => {
  await t.close();
});

async function newForm() {
  return formOf(await call(t.app, signedIn(owner.headers), 'GET', '/api/order-form/new')).orderForm.id;
}

describe('rework, manuscript details, benefits, bundle interest and document details', () => {
  it('rework get started saves the details and moves to the services step', async () => {
    const id = await newForm();
    const saved = formOf(await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${id}/rework-basic-details`, { reworkDetails: 'Reviewer 2 asked for a clearer methods section.', uploadLater: true }));
    expect(saved.nextUrl).toBe('/researcher/submit/manuscript-services');
    expect(saved.orderForm.reworkDetails).toBe('Reviewer 2 asked for a clearer methods section.');
    const blank = await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${id}/rework-basic-details`, { reworkDetails: '  ', uploadLater: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reworkDetails.error).toBe('value-required');
    expect((await call(t.app, signedIn(other.headers), 'PUT', `/api/order-form/${id}/rework-basic-details`, { reworkDetails: 'x', uploadLater: true })).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'PUT', `/api/order-form/${id}/rework-basic-details`, { reworkDetails: 'x', uploadLater: true })).statusCode).toBe(404);
  });

  it('manuscript details change the word count and language; an unknown language is refused', async () => {
    const id = await newForm();
    const saved = formOf(await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${id}/manuscript-details`, { manuscriptLanguageId: 4, wordCount: 3200 }));
    expect(saved.orderForm).toMatchObject({ manuscriptLanguageId: 4, wordCount: 3200 });
    const unknown = await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${id}/manuscript-details`, { manuscriptLanguageId: 9999, wordCount: 3200 });
    expect(unknown.statusCode).toBe(400);
    const zero = await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${id}/manuscript-details`, { manuscriptLanguageId: 1, wordCount: 0 });
    expect(zero.json().error.fields.wordCount.error).toBe('word-count-range-error');
    expect((await call(t.app, signedIn(other.headers), 'PUT', `/api/order-form/${id}/manuscript-details`, { manuscriptLanguageId: 1, wordCount: 10 })).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'PUT', `/api/order-form/${id}/manuscript-details`, { manuscriptLanguageId: 1, wordCount: 10 })).statusCode).toBe(404);
  });

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

  it('document details answer "failed" without a file, and only to the owner', async () => {
    const id = await newForm();
    const answer = await call(t.app, signedIn(owner.headers), 'GET', `/api/order-form/${id}/document-details`);
    expect(answer.json()).toMatchObject({ documentDetailsReceived: false, documentDetailsFailed: true });
    expect((await call(t.app, signedIn(other.headers), 'GET', `/api/order-form/${id}/document-details`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'GET', `/api/order-form/${id}/document-details`)).statusCode).toBe(404);
    expect((await call(t.app, signedIn(owner.headers), 'GET', `/api/order-form/${'x'.repeat(65)}/document-details`)).statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { call, formOf, signedIn, visitor } from './test-support';

/** The get-started calls: each with its owner, another user, a visitor and bad input. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));

async function newForm() {
  return formOf(await call(t.app, signedIn(owner.headers), 'GET', '/api/order-form/new')).orderForm.id;
}

describe('get started: rework details, manuscript details and document details', () => {
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

  it('document details answer "failed" without a file, and only to the owner', async () => {
    const id = await newForm();
    const answer = await call(t.app, signedIn(owner.headers), 'GET', `/api/order-form/${id}/document-details`);
    expect(answer.json()).toMatchObject({ documentDetailsReceived: false, documentDetailsFailed: true });
    expect((await call(t.app, signedIn(other.headers), 'GET', `/api/order-form/${id}/document-details`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'GET', `/api/order-form/${id}/document-details`)).statusCode).toBe(404);
    expect((await call(t.app, signedIn(owner.headers), 'GET', `/api/order-form/${'x'.repeat(65)}/document-details`)).statusCode).toBe(400);
  });
});

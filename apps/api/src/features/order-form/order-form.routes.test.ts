import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../platform/documents/fixtures/docx-builder';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { call, formOf, signedIn, upload, visitor } from './test-support';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database));

const paper = buildDocx([
  { heading: 'Thermal stability of engineered lysozyme variants' },
  { paragraph: 'Proteins fold into stable structures whose stability depends on temperature, pH and the surrounding solvent. '.repeat(40) },
]);

describe('the order form from get started to the services', () => {
  it('a visitor starts a form, uploads a manuscript and chooses standard editing with rush', async () => {
    const browser = visitor();
    const loaded = formOf(await call(t.app, browser, 'GET', '/api/order-form/load'));
    expect(browser.headers.cookie).toContain('mg_visitor=');
    expect(loaded.orderForm.steps.current.name).toBe('get-started');
    expect(loaded.orderForm.loggedIn).toBe(false);
    expect(loaded.orderForm.currencies.map((c) => c.isoCode)).not.toContain('CNY');
    const id = loaded.orderForm.id;

    const uploaded = formOf(await upload(t.app, browser, id, 'main', 'paper.docx', paper));
    expect(uploaded.orderForm.manuscripts.main).toHaveLength(1);
    expect(uploaded.orderForm.manuscripts.main[0]).toMatchObject({ name: 'paper.docx', analysis: 'pending' });

    const basic = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: 'editing', uploadLater: false, manuscriptLanguageId: 1, wordCount: 2500, serviceBundlesRequested: false }));
    expect(basic.nextUrl).toBe('/researcher/submit/manuscript-services');
    expect(basic.orderForm.availableServices.map((s) => s.identity)).toEqual(['standard-editing', 'advanced-editing', 'premium-editing', 'scientific-editing']);

    const chosen = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/selected-service`, { serviceIdentity: 'standard-editing' }));
    // 1,501–3,000 words: $135 standard, $270 within 24 hours (seeded prices).
    expect(chosen.orderForm.lineItems).toEqual([expect.objectContaining({ serviceIdentity: 'standard-editing', listPrice: 13500, totalPrice: 13500 })]);
    expect(chosen.orderForm.rushPriceDifference).toBe(13500);

    const rushed = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/rush`, { rushed: true }));
    expect(rushed.orderForm.rush).toBe(true);
    expect(rushed.orderForm.total).toBe(27000);
    expect(new Date(rushed.orderForm.deadline ?? 0).getTime()).toBeLessThan(new Date(rushed.orderForm.nonRushDeadline ?? 0).getTime());

    const next = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/services`, { serviceIdentities: ['standard-editing'], declineEditing: false }));
    expect(next.nextUrl).toBe('/researcher/submit/additional-services');
    const figures = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/services/illustration`, { quantity: 3 }));
    expect(figures.orderForm.lineItems.map((item) => [item.serviceIdentity, item.listPrice])).toEqual([
      ['standard-editing', 27000],
      ['illustration', 12000],
    ]);
  });

  it("another user's form and a visitor without the form's cookie get 404", async () => {
    const mine = formOf(await call(t.app, signedIn(owner.headers), 'GET', '/api/order-form/load')).orderForm.id;
    expect((await call(t.app, signedIn(other.headers), 'GET', `/api/order-form/${mine}/load`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'PUT', `/api/order-form/${mine}/rush`, { rushed: true })).statusCode).toBe(404);
    const refused = await call(t.app, signedIn(other.headers), 'PUT', `/api/order-form/${mine}/selected-service`, { serviceIdentity: 'standard-editing' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.error).toBe('order-form-not-found');
  });

  it('refuses bad input with translated messages and no change', async () => {
    const browser = signedIn(owner.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
    const noGoal = await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: '', uploadLater: true, manuscriptLanguageId: 1, wordCount: 100, serviceBundlesRequested: false });
    expect(noGoal.statusCode).toBe(400);
    expect(noGoal.json().error.fields.customerGoal.message).toBe('Please make a selection');
    const noFiles = await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: 'editing', uploadLater: false, manuscriptLanguageId: 1, wordCount: 100, serviceBundlesRequested: false });
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().error.error).toBe('manuscript-file-required');
    const tooMany = await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 1_000_000, serviceBundlesRequested: false });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.wordCount.error).toBe('word-count-range-error');
    const rush = await call(t.app, browser, 'PUT', `/api/order-form/${id}/rush`, { rushed: true });
    expect(rush.statusCode).toBe(400);
    expect(rush.json().error.error).toBe('rush-not-available');
    const form = formOf(await call(t.app, browser, 'GET', `/api/order-form/${id}/load`)).orderForm;
    expect(form.customerGoal).toBeNull();
    expect(form.rush).toBe(false);
  });
});

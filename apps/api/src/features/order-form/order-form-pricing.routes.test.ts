import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, preferredGroups, promotionalCodes, users } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { call, formOf, signedIn, type Browser } from './test-support';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));

/** A signed-in form at additional services with standard editing for `words` words. */
async function editingForm(browser: Browser, words = 2500, goal = 'editing') {
  const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
  formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: goal, uploadLater: true, manuscriptLanguageId: 1, wordCount: words, serviceBundlesRequested: false }));
  formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/services`, { serviceIdentities: ['standard-editing'], declineEditing: false }));
  return id;
}

describe('promo codes', () => {
  it('applies a percent code, keeps only the better of two codes and removes it on request', async () => {
    const browser = signedIn(owner.headers);
    const id = await editingForm(browser);
    const applied = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/welcome10`));
    expect(applied.requestedCodeApplied).toBe(true);
    expect(applied.orderForm.discounts).toEqual([expect.objectContaining({ code: 'WELCOME10', type: 'promotional-code', appliedAmount: 1350, applied: true, removable: true })]);
    expect(applied.orderForm.total).toBe(12150);
    // $20 off beats 10 % of $135: the new code replaces the old one.
    const better = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/SAVE20USD`));
    expect(better.requestedCodeApplied).toBe(true);
    expect(better.orderForm.discounts.map((d) => d.code)).toEqual(['SAVE20USD']);
    expect(better.orderForm.total).toBe(11500);
    // Going back to the smaller one keeps the best discount and says so.
    const worse = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/WELCOME10`));
    expect(worse.requestedCodeApplied).toBe(false);
    expect(worse.orderForm.discounts.map((d) => d.code)).toEqual(['SAVE20USD']);
    const removed = formOf(await call(t.app, browser, 'DELETE', `/api/order-form/${id}/discount-code/SAVE20USD`));
    expect(removed.orderForm.discounts).toEqual([]);
    expect(removed.orderForm.total).toBe(13500);
  });

  it('refuses unknown, expired and inapplicable codes with a translated message', async () => {
    const browser = signedIn(owner.headers);
    const id = await editingForm(browser);
    const unknown = await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/NOPE`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('This promo code is not valid.');
    expect((await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/EXPIRED5`)).json().error.error).toBe('promo-code-expired');
    expect((await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/FIGURES15`)).json().error.error).toBe('promo-code-not-applicable');
    expect((await call(t.app, signedIn(other.headers), 'PUT', `/api/order-form/${id}/discount-code/WELCOME10`)).statusCode).toBe(404);
  });

  it('a preferred group discount wins over a smaller code', async () => {
    const [group] = await t.database.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'cambridge1'));
    const member = await createSignedInUser(t.database, { currency: 'USD', preferredGroupId: group?.id ?? null });
    const browser = signedIn(member.headers);
    const id = await editingForm(browser);
    const form = formOf(await call(t.app, browser, 'GET', `/api/order-form/${id}/load`)).orderForm;
    expect(form.discounts).toEqual([expect.objectContaining({ type: 'preferred-group', appliedAmount: 1350, applied: true })]);
    await t.database.db.insert(promotionalCodes).values({ code: 'SMALL5', description: '5 % off', percentBased: true, percent: 5 });
    const smaller = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/discount-code/small5`));
    expect(smaller.requestedCodeApplied).toBe(false);
    expect(smaller.orderForm.discounts.map((d) => [d.type, d.applied])).toEqual([
      ['promotional-code', false],
      ['preferred-group', true],
    ]);
    expect(smaller.orderForm.total).toBe(12150);
  });
});

describe('details, duplicates and quotes', () => {
  it('sends a title used before to the duplicate screen, then on to payment after "continue"', async () => {
    await t.database.db.insert(orders).values({ externalId: `D${Date.now()}`, userId: owner.id, title: 'Coral reef resilience', customerGoal: 'editing', wordCount: 3000, manuscriptLanguageId: 1, currency: 'USD', totalAmount: 10000, deadline: new Date(), createdAt: new Date(Date.now() - 5 * 3_600_000) });
    const browser = signedIn(owner.headers);
    const id = await editingForm(browser);
    formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/additional-services/continue`));
    const duplicate = await call(t.app, browser, 'GET', `/api/order/duplicate?title=${encodeURIComponent('  coral reef RESILIENCE ')}`);
    expect(duplicate.json().order).toMatchObject({ title: 'Coral reef resilience', ageHours: 5 });
    const saved = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, { projectTitle: 'Coral reef resilience', styleOfEnglish: 'british', areaOfStudyId: null, journal: null, answers: {} }));
    expect(saved.nextUrl).toBe('/researcher/submit/duplicate-order');
    expect(saved.orderForm.duplicateOrder?.ageHours).toBe(5);
    const choice = await call(t.app, browser, 'PUT', `/api/order-form/${id}/duplicate-choice`, { choice: 'continue' });
    expect(choice.json()).toEqual({ nextUrl: '/researcher/submit/payment-details' });
    const again = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, { projectTitle: 'Coral reef resilience', styleOfEnglish: 'british', areaOfStudyId: null, journal: null, answers: {} }));
    expect(again.nextUrl).toBe('/researcher/submit/payment-details');
    expect(again.orderForm.styleOfEnglish).toBe('british');
  });

  it('checks the details step rules and refuses visitors', async () => {
    const browser = signedIn(owner.headers);
    const id = await editingForm(browser);
    const empty = await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, { projectTitle: ' ', styleOfEnglish: null, areaOfStudyId: null, journal: null, answers: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.projectTitle.message).toBe('Please enter your project title.');
    const style = await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, { projectTitle: 'A title', styleOfEnglish: null, areaOfStudyId: null, journal: null, answers: {} });
    expect(style.json().error.fields.styleOfEnglish.message).toBe('Please select your preferred type of English.');
    const long = await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, { projectTitle: 'x'.repeat(513), styleOfEnglish: 'american', areaOfStudyId: null, journal: null, answers: {} });
    expect(long.statusCode).toBe(400);
    // The journal website rule of the order page holds here too, whatever the browser sent.
    const journal = { id: null, name: 'Nature', url: 'www.nature.com' };
    const website = await call(t.app, browser, 'PUT', `/api/order-form/${id}/details`, { projectTitle: 'A title', styleOfEnglish: 'american', areaOfStudyId: null, journal, answers: {} });
    expect(website.statusCode).toBe(400);
    expect(website.json().error.fields['journal.url'].message).toBe('Your journal website must start with http:// or https://');
    const visitorCall = await t.app.inject({ method: 'GET', url: '/api/order/duplicate?title=x' });
    expect(visitorCall.statusCode).toBe(401);
  });

  it('generates a quote as a PDF for its owner only, e-mails it and converts it back to an order', async () => {
    const browser = signedIn(owner.headers);
    const id = await editingForm(browser, 2500, 'price-quote');
    const quoteForm = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/additional-services/continue`));
    expect(quoteForm.nextUrl).toBe('/researcher/submit/price-quote-completed');
    const generated = await call(t.app, browser, 'PUT', `/api/order-form/${id}/generate-price-quote`);
    expect(generated.statusCode).toBe(200);
    const estimateId: string = generated.json().order.estimateId;
    const pdf = await call(t.app, browser, 'GET', `/api/price-quote/${estimateId}/pdf?display=inline`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(t.app, signedIn(other.headers), 'GET', `/api/price-quote/${estimateId}/pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/price-quote/${estimateId}/pdf` })).statusCode).toBe(401);
    const mailed = await call(t.app, browser, 'POST', `/api/price-quote/${estimateId}/email`, {});
    expect(mailed.json()).toEqual({ recipientEmail: owner.email });
    const converted = formOf(await call(t.app, browser, 'POST', `/api/order-form/${id}/convert-quote`));
    expect(converted.nextUrl).toBe('/researcher/submit/details');
    expect(converted.orderForm.customerGoal?.name).toBe('editing');
    expect(converted.orderForm.estimateId).toBe(estimateId);
  });

  it('numbers quotes of the month one after another', async () => {
    const browser = signedIn(owner.headers);
    const numbers: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const id = await editingForm(browser, 2500 + n * 1000, 'price-quote');
      formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/additional-services/continue`));
      numbers.push((await call(t.app, browser, 'PUT', `/api/order-form/${id}/generate-price-quote`)).json().order.estimateId);
    }
    const now = new Date();
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    for (const number of numbers) expect(number).toMatch(new RegExp(`^Q-${month}-\\d{6}$`));
    const counts = numbers.map((number) => Number(number.slice(-6)));
    expect(counts).toEqual([counts[0], (counts[0] ?? 0) + 1, (counts[0] ?? 0) + 2]);
  });
});

describe('referral invites', () => {
  it('adds trimmed addresses, refuses more than ten, and needs a signed-in user', async () => {
    const browser = signedIn(owner.headers);
    const id = await editingForm(browser);
    const saved = await call(t.app, browser, 'PUT', `/api/order-form/${id}/referral-emails`, { referralEmails: ' a.colleague@example.edu , ,b.colleague@example.edu' });
    expect(saved.json()).toEqual({ referralEmails: ['a.colleague@example.edu', 'b.colleague@example.edu'] });
    const many = Array.from({ length: 9 }, (_, i) => `c${i}@example.edu`).join(',');
    const refused = await call(t.app, browser, 'PUT', `/api/order-form/${id}/referral-emails`, { referralEmails: many });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.error).toBe('referral-email-validation-error');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user).toBeDefined();
  });
});

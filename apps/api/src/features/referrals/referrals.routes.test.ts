import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { referralLoadResponseSchema, staffCustomerReferralsResponseSchema, totalCreditsResponseSchema } from '@marginalia/contracts/referrals/referrals.contract';
import { createInvoice } from '../../platform/billing/invoices';
import { recordReceivedPayment } from '../../platform/billing/recorded-payments';
import { refundPayment } from '../../platform/billing/refunds';
import { credits, orders, promotionalCodes, referralVisits, referrals, users } from '../../platform/db/schema/all-tables';
import { VISITOR_COOKIE } from '../../platform/session/visitor';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { rewardReferrerWhenPaid } from './referrals.public';

/**
 * The referral programme end to end on the API: a visit through a share link recorded for the browser,
 * registration tying the account to its referrer with a first-order discount, the referrer's credit when
 * that order is paid (once, also when two settlements race), taken back when it is refunded.
 */
const t = useTestApp();
const people = useBeforeAll(async () => ({
  referrer: await createSignedInUser(t.database, { firstName: 'Ana', lastName: 'Souza', email: 'ana.souza@gmail.com', currency: 'USD', countryId: 237 }),
  other: await createSignedInUser(t.database, { currency: 'BRL', countryId: 32 }),
  staff: await createSignedInUser(t.database, { role: 'staff' }),
}));

let address = 0;
const fromAddress = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}` });
const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { ...headers, ...fromAddress() } });

/** A visitor's browser that arrived through a referral code: its headers carry the visitor cookie the server set. */
async function visitorThrough(code: string, channel = 'qr'): Promise<Record<string, string>> {
  const headers = browserHeaders();
  const response = await post('/api/referral-rewards/visits', { referralCode: code.toLowerCase(), channel }, headers);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ recorded: true });
  const cookie = response.cookies.find((each) => each.name === VISITOR_COOKIE);
  if (!cookie) throw new Error('no visitor cookie');
  return { ...headers, cookie: `${headers.cookie}; ${VISITOR_COOKIE}=${cookie.value}` };
}

let registered = 0;
async function register(headers: Record<string, string>, email = `colleague-${++registered}-${Date.now()}@example.test`): Promise<{ response: LightMyRequestResponse; email: string }> {
  const response = await post(
    '/api/auth/register',
    { firstName: 'Bruno', lastName: 'Lima', email, password: 'a long enough password', countryId: 237, foundUs: 'colleague', institution: 'USP', dataProtectionConsent: true, timeZone: 'UTC' },
    headers,
  );
  return { response, email };
}

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A paid first order of $200 for `userId`, paid by a recorded bank transfer (which settles it as paid). */
async function payOrder(userId: number, total = 20_000) {
  const externalId = `R${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [order] = await t.database.db
    .insert(orders)
    .values({ externalId, userId, title: 'Drought tolerance in sorghum', status: 'received', customerGoal: 'editing', wordCount: 4000, manuscriptLanguageId: 1, currency: 'USD', totalAmount: total, deadline: new Date(Date.now() + 5 * 86_400_000) })
    .returning();
  if (!order) throw new Error('order not created');
  const invoice = await createInvoice(t.database.db, { userId, localization: 'us', invoicePrefix: 'US', kind: 'order', orderId: order.id, currency: 'USD', totalAmount: total, exchangeRate: '1', description: order.title });
  const now = new Date();
  const payment = await recordReceivedPayment(t.database.db, { userId, purpose: 'payoff', subject: {}, methodId: 9, currency: 'USD', amount: total, idempotencyKey: `referral-test:${invoice.receiptCode}`, invoiceId: invoice.id, createdAt: now, settledAt: now });
  if (!payment) throw new Error('payment not recorded');
  return { order, payment };
}

const referralOf = async (userId: number) => (await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, userId)))[0];
const referralCredits = (userId: number) => t.database.db.select().from(credits).where(and(eq(credits.userId, userId), eq(credits.source, 'referral')));

describe('a referral from the visit to the credit', () => {
  let referred: { id: number; email: string; cookie: string };
  let paid: Awaited<ReturnType<typeof payOrder>>;

  it('records the visit and ties the account registered on that browser to its referrer, with a first-order discount on its forms', async () => {
    const headers = await visitorThrough((await userByEmail(people.referrer.email)).referralCode);
    const { response, email } = await register(headers);
    expect(response.statusCode).toBe(200);
    const user = await userByEmail(email);
    const cookie = response.cookies.find((each) => each.name === 'mg_session');
    referred = { id: user.id, email, cookie: `mg_session=${cookie?.value}` };
    const referral = await referralOf(user.id);
    expect(referral).toMatchObject({ referrerId: people.referrer.id, channel: 'qr', status: 'registered', creditUsdCents: 4000 });
    // The visit is used up: it ties one account only.
    expect(await t.database.db.select().from(referralVisits).where(eq(referralVisits.referrerId, people.referrer.id))).toEqual([]);
    const [welcome] = await t.database.db.select().from(promotionalCodes).where(eq(promotionalCodes.id, referral?.welcomeCodeId ?? -1));
    expect(welcome).toMatchObject({ userId: user.id, source: 'referral', percentBased: false, amountUsdCents: 4000, newCustomersOnly: true, maxUsesPerCustomer: 1 });
    // A form the new researcher starts carries the discount.
    const form = await t.app.inject({ method: 'GET', url: '/api/order-form/load', headers: { cookie: referred.cookie } });
    expect(form.statusCode).toBe(200);
    expect(form.json().orderForm.discounts).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'promotional-code', code: welcome?.code })]));
  });

  it("shows the referral in both accounts' loads, and nothing of the credit before the order is paid", async () => {
    const mine = referralLoadResponseSchema.parse((await get('/api/referral-rewards/load', people.referrer)).json());
    expect(mine).toMatchObject({ numberOfSignUps: 1, referredBy: null });
    expect(mine.referrals).toEqual([expect.objectContaining({ name: 'Bruno L.', status: 'registered', credit: null })]);
    const theirs = referralLoadResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/referral-rewards/load', headers: { cookie: referred.cookie } })).json());
    expect(theirs.referredBy).toMatchObject({ name: 'Ana S.', welcomeCodeUsed: false, discount: 4000 });
    expect(totalCreditsResponseSchema.parse((await get('/api/referral-rewards/total-credits', people.referrer)).json()).totalEarnedCredits).toBe(0);
  });

  it("grants the referrer's credit once when the first order is paid, even when two settlements run at once", async () => {
    paid = await payOrder(referred.id);
    const [credit] = await referralCredits(people.referrer.id);
    expect(credit).toMatchObject({ totalUsdCents: 4000, balanceUsdCents: 4000 });
    expect(credit?.expiresAt).not.toBeNull();
    // The listener runs again from two transactions at once (a webhook and a retried request): nothing more.
    const now = new Date();
    await Promise.all([t.database.db.transaction((tx) => rewardReferrerWhenPaid(tx, paid.order.id, now)), t.database.db.transaction((tx) => rewardReferrerWhenPaid(tx, paid.order.id, now))]);
    expect(await referralCredits(people.referrer.id)).toHaveLength(1);
    expect(await referralOf(referred.id)).toMatchObject({ status: 'rewarded', rewardOrderId: paid.order.id, creditId: credit?.id });
    const total = totalCreditsResponseSchema.parse((await get('/api/referral-rewards/total-credits', people.referrer)).json());
    expect(total).toEqual({ totalEarnedCredits: 4000, currency: { isoCode: 'USD', sign: '$', numDecimals: 2 } });
    // A second paid order of the same account earns nothing more.
    await payOrder(referred.id);
    expect(await referralCredits(people.referrer.id)).toHaveLength(1);
  });

  it('shows the credit to staff on both customers, and refuses researchers and visitors', async () => {
    const staffView = staffCustomerReferralsResponseSchema.parse((await get(`/api/staff/customers/${people.referrer.identity}/referrals`, people.staff)).json());
    expect(staffView.totalEarnedUsdCents).toBe(4000);
    expect(staffView.referrals[0]).toMatchObject({ channel: 'qr', status: 'rewarded', creditUsdCents: 4000, rewardOrderExternalId: paid.order.externalId });
    const referredUser = await userByEmail(referred.email);
    const referredView = staffCustomerReferralsResponseSchema.parse((await get(`/api/staff/customers/${referredUser.identity}/referrals`, people.staff)).json());
    expect(referredView.referredBy?.referrer.identity).toBe(people.referrer.identity);
    expect((await get(`/api/staff/customers/${people.referrer.identity}/referrals`, people.other)).statusCode).toBe(404);
    expect((await get(`/api/staff/customers/${people.referrer.identity}/referrals`)).statusCode).toBe(401);
    expect((await get('/api/staff/customers/nobody-at-all/referrals', people.staff)).statusCode).toBe(404);
  });

  it('takes back what is left of the credit when that order is refunded in full', async () => {
    await refundPayment(t.app.platform, { paymentPublicId: paid.payment.publicId, amount: 5000, method: 'credit', reason: 'Partial: one figure dropped', staffId: people.staff.id, idempotencyKey: 'referral-refund-1' });
    expect(await referralOf(referred.id)).toMatchObject({ status: 'rewarded' });
    await refundPayment(t.app.platform, { paymentPublicId: paid.payment.publicId, amount: null, method: 'credit', reason: 'Order cancelled', staffId: people.staff.id, idempotencyKey: 'referral-refund-2' });
    expect(await referralOf(referred.id)).toMatchObject({ status: 'reversed', reversedUsdCents: 4000 });
    const [credit] = await referralCredits(people.referrer.id);
    expect(credit?.balanceUsdCents).toBe(0);
    expect(totalCreditsResponseSchema.parse((await get('/api/referral-rewards/total-credits', people.referrer)).json()).totalEarnedCredits).toBe(0);
    const mine = referralLoadResponseSchema.parse((await get('/api/referral-rewards/load', people.referrer)).json());
    expect(mine.referrals[0]).toMatchObject({ status: 'reversed' });
  });
});

describe('who may be referred', () => {
  it('refuses a self-referral through another spelling of the same mailbox', async () => {
    const code = (await userByEmail(people.referrer.email)).referralCode;
    const { response, email } = await register(await visitorThrough(code), 'Ana.Souza+editing@googlemail.com');
    expect(response.statusCode).toBe(200);
    expect(await referralOf((await userByEmail(email)).id)).toBeUndefined();
  });

  it('forgets a visit older than 30 days (the visitor cookie would have gone)', async () => {
    const code = (await userByEmail(people.referrer.email)).referralCode;
    const headers = await visitorThrough(code, 'flyer');
    await t.database.db.update(referralVisits).set({ visitedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(referralVisits.referrerId, people.referrer.id));
    const { response, email } = await register(headers);
    expect(response.statusCode).toBe(200);
    expect(await referralOf((await userByEmail(email)).id)).toBeUndefined();
  });

  it('registers without a referral when the browser came through none', async () => {
    const { response, email } = await register(browserHeaders());
    expect(response.statusCode).toBe(200);
    expect(await referralOf((await userByEmail(email)).id)).toBeUndefined();
  });

  it('records nothing for a signed-in user, and refuses an unknown or malformed code', async () => {
    const code = (await userByEmail(people.referrer.email)).referralCode;
    expect((await post('/api/referral-rewards/visits', { referralCode: code }, people.other.headers)).json()).toEqual({ recorded: false });
    const unknown = await post('/api/referral-rewards/visits', { referralCode: 'ZZZZZZZZZZ' }, browserHeaders());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.error).toBe('referral-code-unknown');
    for (const body of [{}, { referralCode: 'a b' }, { referralCode: 'x'.repeat(33) }, { referralCode: code, channel: 'billboard' }]) {
      const response = await post('/api/referral-rewards/visits', body, browserHeaders());
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('sharing', () => {
  it("tells the invited person the referrer's first name, and 404 for an unknown code", async () => {
    const code = (await userByEmail(people.referrer.email)).referralCode;
    expect((await get(`/api/referral-rewards/invitations/${code.toLowerCase()}`)).json()).toEqual({ referralCode: code, firstName: 'Ana' });
    expect((await get('/api/referral-rewards/invitations/NOSUCHCODE')).statusCode).toBe(404);
    expect((await get('/api/referral-rewards/invitations/%20')).statusCode).toBe(400);
  });

  it("answers the user's QR code as PNG and SVG, 400 for another format and 401 to a visitor", async () => {
    const png = await get('/api/referral-rewards/qr-code?format=png', people.referrer);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const svg = await get('/api/referral-rewards/qr-code?format=svg', people.referrer);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg/);
    expect((await get('/api/referral-rewards/qr-code?format=gif', people.referrer)).statusCode).toBe(400);
    expect((await get('/api/referral-rewards/qr-code')).statusCode).toBe(401);
  });

  it('draws the flyer of a code for anyone while the flyer is offered', async () => {
    const code = (await userByEmail(people.referrer.email)).referralCode;
    const png = await get(`/api/referral-rewards/flyer/${code}/image?language=cn`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1080);
    const svg = await get(`/api/referral-rewards/flyer/${code}/image?language=jp&format=svg`);
    expect(svg.body).toContain('紹介コード');
    expect(svg.body).toContain('Ana');
    expect((await get('/api/referral-rewards/flyer/NOSUCHCODE/image')).statusCode).toBe(404);
    expect((await get(`/api/referral-rewards/flyer/${code}/image?language=xx`)).statusCode).toBe(400);
  });

  it('sends invitation e-mails from the referral page and counts them; a bad list is a 400 and a visitor a 401', async () => {
    const sent = await post('/api/referral-rewards/invite', { referralEmails: 'li.wei@example.cn, maria@example.br' }, people.referrer.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ invited: 2, numberOfReferralsSent: 2 });
    // Already invited: no second e-mail, the count stays.
    expect((await post('/api/referral-rewards/invite', { referralEmails: 'LI.WEI@example.cn' }, people.referrer.headers)).json()).toEqual({ invited: 0, numberOfReferralsSent: 2 });
    const bad = await post('/api/referral-rewards/invite', { referralEmails: 'not an address' }, people.referrer.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.error).toBe('referral-email-validation-error');
    expect((await post('/api/referral-rewards/invite', { referralEmails: 'x@example.test' }, browserHeaders())).statusCode).toBe(401);
    expect(referralLoadResponseSchema.parse((await get('/api/referral-rewards/load', people.referrer)).json()).numberOfReferralsSent).toBe(2);
  });

  it('answers 401 to a visitor asking for counts or credits', async () => {
    expect((await get('/api/referral-rewards/load')).statusCode).toBe(401);
    expect((await get('/api/referral-rewards/total-credits')).statusCode).toBe(401);
  });
});

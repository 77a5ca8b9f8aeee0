import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponsResponseSchema, loyaltyLoadResponseSchema, rewardHistoryResponseSchema } from '@marginalia/contracts/rewards/rewards.contract';
import { loyaltyBenefitsResponseSchema } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { auditEvents, loyaltyBenefitGrants, orders, preferredGroups, promotionalCodeUses, promotionalCodes, rewardPointEntries, users } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { creditRewardPoints } from './reward-awards';

/**
 * The rewards and coupons pages' calls, and what a level gives: staff define level benefits, reaching a
 * level issues its codes once, staff give one customer a personal code, and the codes work only for them.
 */
const t = useTestApp();
const people = useBeforeAll(async () => ({
  owner: await createSignedInUser(t.database, { currency: 'EUR', countryId: 237 }),
  other: await createSignedInUser(t.database, { currency: 'USD' }),
  staff: await createSignedInUser(t.database, { role: 'staff' }),
}));

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, user: TestUser) => t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: user.headers });

const silverBenefit = { levelIdentity: 'level3', description: 'Silver: 5% off editing', kind: 'percent', percent: 5, amountUsdCents: null, serviceIdentities: ['standard-editing', 'advanced-editing'], validDays: 90, active: true };
const bronzeBenefit = { levelIdentity: 'level2', description: 'Bronze: US$25 off', kind: 'amount', percent: null, amountUsdCents: 2500, serviceIdentities: null, validDays: 180, active: true };

/** Points for a paid order, as the ledger awards them (the order must exist and be paid for the order minimums). */
async function earn(user: TestUser, points: number, paidOrders = 1) {
  for (let index = 0; index < paidOrders; index++) {
    await t.database.db.insert(orders).values({ externalId: `W${Math.random().toString(36).slice(2, 11).toUpperCase()}`, userId: user.id, title: 'Paid order', status: 'completed', customerGoal: 'editing', wordCount: 1000, manuscriptLanguageId: 1, currency: 'USD', totalAmount: 10_000, paid: true, deadline: new Date() });
  }
  return t.database.db.transaction((tx) => creditRewardPoints(tx, user.id, points, { name: 'Paid order' }, { actorId: null, now: new Date(), subjectType: 'order', subjectId: 'test' }));
}

describe('level benefits (staff) and the codes reaching a level issues', () => {
  it('lets staff define what a level gives, and refuses bad input, researchers and visitors', async () => {
    const created = await send('POST', '/api/staff/loyalty-benefits', silverBenefit, people.staff);
    expect(created.statusCode).toBe(200);
    expect(created.json().benefit).toMatchObject({ levelIdentity: 'level3', kind: 'percent', percent: 5, issued: 0 });
    expect((await send('POST', '/api/staff/loyalty-benefits', bronzeBenefit, people.staff)).statusCode).toBe(200);
    const bad = await send('POST', '/api/staff/loyalty-benefits', { ...bronzeBenefit, amountUsdCents: null }, people.staff);
    expect(bad.statusCode).toBe(400);
    expect((await send('POST', '/api/staff/loyalty-benefits', { ...bronzeBenefit, levelIdentity: 'level9' }, people.staff)).statusCode).toBe(400);
    expect((await send('POST', '/api/staff/loyalty-benefits', { ...bronzeBenefit, serviceIdentities: ['no-such-service'] }, people.staff)).statusCode).toBe(422);
    expect((await send('POST', '/api/staff/loyalty-benefits', bronzeBenefit, people.other)).statusCode).toBe(404);
    expect((await get('/api/staff/loyalty-benefits')).statusCode).toBe(401);
    expect((await send('PUT', '/api/staff/loyalty-benefits/999999', bronzeBenefit, people.staff)).statusCode).toBe(404);
  });

  it('issues the codes of every level reached, once, and never again for the same level', async () => {
    // 600 points and 2 paid orders: Bronze (level2).
    const award = await earn(people.owner, 600, 2);
    expect(award?.loyaltyLevelIdentity).toBe('level2');
    let codes = await t.database.db.select().from(promotionalCodes).where(and(eq(promotionalCodes.userId, people.owner.id), eq(promotionalCodes.source, 'loyalty')));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ amountUsdCents: 2500, maxUsesPerCustomer: 1, listed: true, description: 'Bronze: US$25 off' });
    expect(codes[0]?.code).toMatch(/^BRONZE-[0-9A-Z]{6}$/);
    // More points without a new level: nothing new. Then Silver (1,500 points, 4 paid orders).
    await earn(people.owner, 100, 0);
    await earn(people.owner, 900, 2);
    codes = await t.database.db.select().from(promotionalCodes).where(and(eq(promotionalCodes.userId, people.owner.id), eq(promotionalCodes.source, 'loyalty')));
    expect(codes.map((code) => code.description).sort()).toEqual(['Bronze: US$25 off', 'Silver: 5% off editing']);
    expect(await t.database.db.select().from(loyaltyBenefitGrants).where(eq(loyaltyBenefitGrants.userId, people.owner.id))).toHaveLength(2);
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.customerId, people.owner.id), eq(auditEvents.action, 'reward.award'))).orderBy(auditEvents.id).limit(1);
    expect(audit?.after).toMatchObject({ loyaltyLevelIdentity: 'level2', codesIssued: [codes.find((code) => code.description.startsWith('Bronze'))?.code] });
    const listed = loyaltyBenefitsResponseSchema.parse((await get('/api/staff/loyalty-benefits', people.staff)).json());
    expect(listed.benefits.every((benefit) => benefit.issued === 1)).toBe(true);
  });

  it("answers the owner's earned codes in their currency, highlighted while new, and used ones marked used", async () => {
    const body = loyaltyLoadResponseSchema.parse((await get('/api/loyalty/load', people.owner)).json());
    const bronze = body.promoCodeBenefits.find((benefit) => benefit.name.startsWith('Bronze'));
    // US$25 at 0.86 EUR per dollar is €21.50, rounded to the euro as prices are: €22.
    expect(bronze).toMatchObject({ source: 'loyalty', used: false, expired: false, highlighted: true, discount: { percentBased: false, amount: 2200 } });
    expect(bronze?.discount.displayableAmount).toContain('22');
    const silver = body.promoCodeBenefits.find((benefit) => benefit.name.startsWith('Silver'));
    expect(silver?.discount).toEqual({ percentBased: true, amount: 5, displayableAmount: '5%' });
    expect(silver?.serviceIdentities).toEqual(['standard-editing', 'advanced-editing']);
    const [code] = await t.database.db.select().from(promotionalCodes).where(eq(promotionalCodes.description, 'Bronze: US$25 off'));
    await t.database.db.insert(promotionalCodeUses).values({ promotionalCodeId: code?.id ?? 0, userId: people.owner.id });
    const after = loyaltyLoadResponseSchema.parse((await get('/api/loyalty/load', people.owner)).json());
    expect(after.promoCodeBenefits.find((benefit) => benefit.code === code?.code)).toMatchObject({ used: true, highlighted: false });
    // Another researcher sees none of them.
    expect(loyaltyLoadResponseSchema.parse((await get('/api/loyalty/load', people.other)).json()).promoCodeBenefits).toEqual([]);
    expect((await get('/api/loyalty/load')).statusCode).toBe(401);
  });
});

describe('personal codes from staff', () => {
  const personal = { description: 'Sorry for the late delivery', kind: 'amount', percent: null, amountUsdCents: 3000, serviceIdentities: null, validDays: 30, reason: 'Order delivered two days late' };

  it('gives one customer a code only they can use, with the reason in the audit trail', async () => {
    const response = await send('POST', `/api/staff/customers/${people.other.identity}/personal-codes`, personal, people.staff);
    expect(response.statusCode).toBe(200);
    const { code } = response.json() as { code: string };
    const [row] = await t.database.db.select().from(promotionalCodes).where(eq(promotionalCodes.code, code));
    expect(row).toMatchObject({ userId: people.other.id, source: 'personal', amountUsdCents: 3000, maxUses: 1 });
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'promotional-code.personal'), eq(auditEvents.subjectId, code)));
    expect(audit?.reason).toBe('Order delivered two days late');
    const coupons = couponsResponseSchema.parse((await get('/api/coupons/load', people.other)).json());
    expect(coupons.coupons.find((coupon) => coupon.code === code)).toMatchObject({ personal: true, used: false, discount: { amount: 3000, displayableAmount: '$30' } });
    // The owner of the other account does not see it among their promotions.
    const owners = couponsResponseSchema.parse((await get('/api/coupons/load', people.owner)).json());
    expect(owners.coupons.some((coupon) => coupon.code === code)).toBe(false);
  });

  it('refuses a missing reason, an unknown customer, researchers and visitors', async () => {
    expect((await send('POST', `/api/staff/customers/${people.other.identity}/personal-codes`, { ...personal, reason: ' ' }, people.staff)).statusCode).toBe(400);
    expect((await send('POST', '/api/staff/customers/nobody/personal-codes', personal, people.staff)).statusCode).toBe(404);
    expect((await send('POST', `/api/staff/customers/${people.other.identity}/personal-codes`, personal, people.owner)).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/staff/customers/${people.other.identity}/personal-codes`, payload: personal, headers: browserHeaders() });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('Current Promotions', () => {
  it('lists the listed public codes this customer may use, without first-order codes for a customer with orders', async () => {
    const newcomer = await createSignedInUser(t.database, { currency: 'USD' });
    const fresh = couponsResponseSchema.parse((await get('/api/coupons/load', newcomer)).json());
    expect(fresh.coupons.map((coupon) => coupon.code)).toEqual(expect.arrayContaining(['WELCOME10', 'FIGURES15']));
    expect(fresh.coupons.find((coupon) => coupon.code === 'FIGURES15')).toMatchObject({ serviceIdentities: ['illustration'], discount: { displayableAmount: '15%' }, personal: false });
    // Unlisted (SAVE20USD) and ended (EXPIRED5) codes are not promotions.
    expect(fresh.coupons.some((coupon) => coupon.code === 'SAVE20USD' || coupon.code === 'EXPIRED5')).toBe(false);
    const withOrders = couponsResponseSchema.parse((await get('/api/coupons/load', people.owner)).json());
    expect(withOrders.coupons.some((coupon) => coupon.code === 'WELCOME10')).toBe(false);
    expect((await get('/api/coupons/load')).statusCode).toBe(401);
  });
});

describe('GET /api/reward/history/load', () => {
  it('answers ten rows a page, newest first, with the total after each', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD' });
    const base = Date.now() - 100_000;
    let total = 0;
    const rows = Array.from({ length: 12 }, (_, index) => {
      total += 10 + index;
      return { userId: user.id, name: `Order ${index + 1}`, points: 10 + index, pointsToDate: total, createdAt: new Date(base + index * 1000) };
    });
    await t.database.db.insert(rewardPointEntries).values(rows);
    await t.database.db.update(users).set({ totalRewardPoints: total }).where(eq(users.id, user.id));
    const first = rewardHistoryResponseSchema.parse((await get('/api/reward/history/load?page=0', user)).json());
    expect(first.pagination).toEqual({ page: 0, pageSize: 10, total: 12, pages: 2 });
    expect(first.rewardHistory).toHaveLength(10);
    expect(first.rewardHistory[0]).toMatchObject({ name: 'Order 12', points: 21, pointsToDate: total });
    const second = rewardHistoryResponseSchema.parse((await get('/api/reward/history/load?page=1', user)).json());
    expect(second.rewardHistory.map((row) => row.name)).toEqual(['Order 2', 'Order 1']);
    expect(rewardHistoryResponseSchema.parse((await get('/api/reward/history/load?page=5', user)).json()).rewardHistory).toEqual([]);
    // Another researcher's history is their own (empty); bad pages are 400; visitors 401.
    expect(rewardHistoryResponseSchema.parse((await get('/api/reward/history/load', people.other)).json()).pagination.total).toBe(0);
    for (const page of ['-1', 'abc', '1.5', '999999999']) expect((await get(`/api/reward/history/load?page=${page}`, user)).statusCode).toBe(400);
    expect((await get('/api/reward/history/load')).statusCode).toBe(401);
  });
});

describe("a group's welcome greeting (staff)", () => {
  it('keeps a greeting per language, trimmed, and leaves it unchanged when a change does not name it', async () => {
    const [group] = await t.database.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'USP2026'));
    const fields = { code: 'USP2026', name: group?.name, discountPercent: group?.discountPercent, shareable: true, freeTrial: false, active: true };
    const saved = await send('PUT', `/api/staff/preferred-groups/${group?.id}`, { ...fields, greetingText: { br: ' Bem-vindos, pesquisadores da USP! ', en: 'Welcome, USP researchers!' } }, people.staff);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().group.greetingText).toEqual({ br: 'Bem-vindos, pesquisadores da USP!', en: 'Welcome, USP researchers!' });
    const renamed = await send('PUT', `/api/staff/preferred-groups/${group?.id}`, { ...fields, name: 'Universidade de São Paulo' }, people.staff);
    expect(renamed.json().group.greetingText).toEqual({ br: 'Bem-vindos, pesquisadores da USP!', en: 'Welcome, USP researchers!' });
    expect((await send('PUT', `/api/staff/preferred-groups/${group?.id}`, { ...fields, greetingText: { xx: 'hi' } }, people.staff)).statusCode).toBe(400);
    expect((await send('PUT', `/api/staff/preferred-groups/${group?.id}`, { ...fields, greetingText: { en: 'x'.repeat(301) } }, people.staff)).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyLevelsResponseSchema } from '@marginalia/contracts/rewards/loyalty.contract';
import { awardOrderRewardPoints } from './reward-awards';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { orderServices, orders } from '../../platform/db/schema/all-tables';

interface SeededOrder {
  orderId: number;
  externalId: string;
}

/** A completed standard-editing order of $200, paid or not, written directly. */
async function seedOrder(userId: number, options: { paid?: boolean; title?: string } = {}): Promise<SeededOrder> {
  const externalId = `L${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      externalId,
      userId,
      title: options.title ?? 'Coral bleaching thresholds',
      status: 'completed',
      customerGoal: 'editing',
      wordCount: 5000,
      manuscriptLanguageId: 1,
      currency: 'USD',
      totalAmount: 20_000,
      paid: options.paid ?? true,
      deadline: new Date(Date.now() + 86_400_000),
      completedAt: new Date(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  await t.database.db.insert(orderServices).values({ orderId: order.id, serviceIdentity: 'standard-editing', listPrice: 20_000, totalPrice: 20_000 });
  return { orderId: order.id, externalId };
}

/** Loyalty data: GET /api/loyalty/levels/load and GET /api/users/{id}/reward-points. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let awarded: SeededOrder;
let unpaid: SeededOrder;
let earnedNothing: SeededOrder;
let awardedPoints = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD', totalRewardPoints: 1000, loyaltyLevelIdentity: 'level2' });
  other = await createSignedInUser(t.database, { currency: 'USD' });
  awarded = await seedOrder(owner.id, { title: 'Soil microbes after wildfire' });
  unpaid = await seedOrder(owner.id, { paid: false });
  earnedNothing = await seedOrder(owner.id);
  const award = await t.database.db.transaction((tx) => awardOrderRewardPoints(tx, awarded.orderId));
  awardedPoints = award?.points ?? 0;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

describe('GET /api/loyalty/levels/load', () => {
  it("answers the six levels, the owner's level, points, progress and reward history", async () => {
    expect(awardedPoints).toBeGreaterThan(0);
    const response = await get('/api/loyalty/levels/load', owner);
    expect(response.statusCode).toBe(200);
    const body = loyaltyLevelsResponseSchema.parse(response.json());
    expect(body.levels.map((level) => level.identity)).toEqual(['level1', 'level2', 'level3', 'level4', 'level5', 'level6']);
    expect(body.levels[1]).toEqual({ identity: 'level2', name: 'Bronze', minimumPointsNeeded: 500, minimumOrdersNeeded: 2 });
    expect(body.userLevel?.identity).toBe('level2');
    expect(body.nextLevel?.identity).toBe('level3');
    const points = 1000 + awardedPoints;
    expect(body.points).toBe(points);
    // (points − 500) / (1500 − 500), rounded down
    expect(body.progress).toBe(Math.min(100, Math.floor(((points - 500) * 100) / 1000)));
    expect(body.paidOrders).toBe(2);
    expect(body.hasRewards).toBe(true);
    expect(body.rewardHistory).toEqual([
      { name: `Soil microbes after wildfire (${awarded.externalId})`, points: awardedPoints, date: expect.any(String), pointsToDate: points },
    ]);
    expect(Number.isNaN(Date.parse(body.rewardHistory[0]?.date ?? ''))).toBe(false);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a new researcher at level1 with no points, no progress and no history', async () => {
    const body = loyaltyLevelsResponseSchema.parse((await get('/api/loyalty/levels/load', other)).json());
    expect(body).toMatchObject({ points: 0, progress: 0, paidOrders: 0, rewardHistory: [] });
    expect(body.userLevel?.identity).toBe('level1');
    expect(body.nextLevel?.identity).toBe('level2');
  });

  it('answers 100 percent and no next level at level6', async () => {
    const top = await createSignedInUser(t.database, { totalRewardPoints: 12_500, loyaltyLevelIdentity: 'level6' });
    const body = loyaltyLevelsResponseSchema.parse((await get('/api/loyalty/levels/load', top)).json());
    expect(body).toMatchObject({ points: 12_500, progress: 100, nextLevel: null });
  });

  it('answers 401 login-required to a visitor', async () => {
    const response = await get('/api/loyalty/levels/load');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.error).toBe('login-required');
  });
});

describe('GET /api/users/{id}/reward-points', () => {
  const url = (user: TestUser, externalId: string) => `/api/users/${user.identity}/reward-points?externalId=${encodeURIComponent(externalId)}`;

  it('answers the points an order earned once awarded', async () => {
    const response = await get(url(owner, awarded.externalId), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ externalId: awarded.externalId, rewardPoints: awardedPoints });
  });

  it('answers null while the order has not earned yet (the thank-you view keeps polling), 0 when it earned none', async () => {
    expect((await get(url(owner, unpaid.externalId), owner)).json()).toEqual({ externalId: unpaid.externalId, rewardPoints: null });
    expect((await get(url(owner, earnedNothing.externalId), owner)).json()).toEqual({ externalId: earnedNothing.externalId, rewardPoints: 0 });
  });

  it("answers 404 for another user's id or another user's order, and 401 to a visitor", async () => {
    const foreignId = await get(url(owner, awarded.externalId), other);
    expect(foreignId.statusCode).toBe(404);
    expect(foreignId.json().error.error).toBe('not-found');
    const foreignOrder = await get(url(other, awarded.externalId), other);
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json().error.error).toBe('order-not-found');
    const visitor = await get(url(owner, awarded.externalId));
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a missing or oversized order number with a 400, and an unknown one with a 404', async () => {
    expect((await get(`/api/users/${owner.identity}/reward-points`, owner)).statusCode).toBe(400);
    expect((await get(url(owner, '   '), owner)).statusCode).toBe(400);
    expect((await get(url(owner, 'X'.repeat(41)), owner)).statusCode).toBe(400);
    const unknown = await get(url(owner, 'NOPE123'), owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.error).toBe('order-not-found');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, digitalPurchases } from '../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { subscribeByCard, US } from './digital-editing-test-support';
import { sendRenewalReminders } from './renewal-reminder.service';

/** Staff and digital-editing subscriptions: grant, extend and end (audited); a refund ends access; the renewal reminder. */
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInUser(t.database, { role: 'staff' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const researcher = () => createSignedInUser(t.database, { countryId: US, currency: 'USD', siteLanguage: 'es', timeZone: 'Europe/Madrid' });
const call = (user: TestUser, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: user.headers, payload });
const access = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/digital-edit/load', headers: { cookie: user.cookie } })).json();
const periods = (user: TestUser) => t.database.db.select().from(digitalPurchases).where(eq(digitalPurchases.userId, user.id)).orderBy(digitalPurchases.id);
const audited = (action: string, subjectId: string) => t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

describe('staff and subscriptions', () => {
  it('grant one after the running one, extend it (the next moves with it) and end it early (the next moves up), each audited', async () => {
    const user = await researcher();
    const grant = await call(staff, `/api/staff/customers/${user.identity}/editing-subscription`, { days: 30, note: 'Conference promotion' });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json()).toMatchObject({ kind: 'editing-subscription', source: 'grant', valid: true });
    expect((await access(user)).accessType).toBe('SUBSCRIPTION');
    const second = (await call(staff, `/api/staff/customers/${user.identity}/editing-subscription`, { days: 10, note: 'Apology for an outage' })).json();
    const [first, next] = await periods(user);
    expect(next!.startsAt.getTime()).toBe(first!.endsAt!.getTime());
    expect((await audited('digital-subscription.grant', second.identity))[0]).toMatchObject({ actorId: staff.id, reason: 'Apology for an outage', customerId: user.id });

    const extended = await call(staff, `/api/staff/digital-purchases/${first!.identity}/extend`, { days: 5, note: 'Goodwill' });
    expect(extended.statusCode, extended.body).toBe(200);
    const [firstExtended, nextMoved] = await periods(user);
    expect(firstExtended!.endsAt!.getTime()).toBe(first!.endsAt!.getTime() + 5 * DAY_MS);
    expect(nextMoved!.startsAt.getTime()).toBe(firstExtended!.endsAt!.getTime());
    expect(await audited('digital-purchase.extend', first!.identity)).toHaveLength(1);

    const revoked = await call(staff, `/api/staff/digital-purchases/${first!.identity}/revoke`, { note: 'Account shared with colleagues' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ valid: false, revokedAt: expect.any(String) });
    const [firstEnded, nextNow] = await periods(user);
    // The period granted after it now runs from the moment the first ended, for its ten days.
    expect(Math.abs(nextNow!.startsAt.getTime() - firstEnded!.endsAt!.getTime())).toBe(0);
    expect(nextNow!.endsAt!.getTime() - nextNow!.startsAt.getTime()).toBe(10 * DAY_MS);
    expect((await access(user)).accessType).toBe('SUBSCRIPTION');
    expect((await audited('digital-purchase.revoke', first!.identity))[0]?.reason).toBe('Account shared with colleagues');
    expect((await call(staff, `/api/staff/digital-purchases/${first!.identity}/revoke`, { note: 'Again' })).statusCode).toBe(409);

    expect((await call(staff, `/api/staff/customers/${user.identity}/editing-subscription`, { days: 0, note: 'x' })).statusCode).toBe(400);
    expect((await call(staff, '/api/staff/digital-purchases/nope/extend', { days: 3, note: 'x' })).statusCode).toBe(404);
    expect((await call(user, `/api/staff/customers/${user.identity}/editing-subscription`, { days: 30, note: 'Self-service' })).statusCode).toBe(404);
    expect((await call(user, `/api/staff/digital-purchases/${nextNow!.identity}/revoke`, { note: 'x' })).statusCode).toBe(404);
  });

  it('a full refund of the subscription through the refund path ends the access it bought', async () => {
    const user = await researcher();
    const paid = await subscribeByCard(t, user);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await access(user)).accessType).toBe('SUBSCRIPTION');
    const refund = await call(staff, `/api/staff/payments/${paid.json().paymentId}/refund`, { amount: null, method: 'gateway', reason: 'Bought by mistake', idempotencyKey: `refund-${user.id}-test` });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await access(user);
    expect(after.accessType).toBe('NONE');
    expect(after.expiredAt).not.toBeNull();
    const [period] = await periods(user);
    expect(period!.revokedAt).not.toBeNull();
    expect((await audited('digital-purchase.revoke', period!.identity))[0]).toMatchObject({ actorId: staff.id, reason: 'payment refunded' });
  });

  it('reminds the customer once, in their language, 30 days before the last period ends', async () => {
    const user = await researcher();
    const now = new Date();
    const [soon] = await t.database.db
      .insert(digitalPurchases)
      .values({ identity: `D${user.id}soon`, userId: user.id, kind: 'editing-subscription', label: 'Digital editing', source: 'grant', startsAt: new Date(now.getTime() - 300 * DAY_MS), endsAt: new Date(now.getTime() + 20 * DAY_MS) })
      .returning();
    const log = t.app.log;
    await sendRenewalReminders(t.app.platform, now, log);
    await sendRenewalReminders(t.app.platform, now, log);
    const mails = await t.database.query<{ payload: { to: string; language: string; params: Record<string, string> } }>(`select payload from jobs where type = 'mail.send' and payload->>'template' = 'digital-editing-renewal' and payload->>'to' = $1`, [user.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ language: 'es', params: { link: expect.stringContaining('/es/researcher/digital-editing/subscribe') } });
    expect(mails[0]!.payload.params.endDate).toBe(formatDate(soon!.endsAt!, 'Europe/Madrid', 'es'));

    // A period queued after it: the reminder is for the end of that one, not now.
    const other = await researcher();
    await t.database.db.insert(digitalPurchases).values([
      { identity: `D${other.id}a`, userId: other.id, kind: 'editing-subscription', label: 'Digital editing', source: 'grant', startsAt: new Date(now.getTime() - 300 * DAY_MS), endsAt: new Date(now.getTime() + 20 * DAY_MS) },
      { identity: `D${other.id}b`, userId: other.id, kind: 'editing-subscription', label: 'Digital editing', source: 'grant', startsAt: new Date(now.getTime() + 20 * DAY_MS), endsAt: new Date(now.getTime() + 385 * DAY_MS) },
    ]);
    await sendRenewalReminders(t.app.platform, now, log);
    expect(await t.database.query(`select 1 from jobs where type = 'mail.send' and payload->>'to' = $1`, [other.email])).toHaveLength(0);
  });
});

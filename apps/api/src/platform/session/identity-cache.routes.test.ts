import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { createAnotherApp, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { sessions, users } from '../db/schema/all-tables';
import { CHANGE_CHECK_MS } from './identity-cache';
import { hashToken, SESSION_COOKIE } from './session';

// Process A is the test app, process B a second server on the same database.
const t = useTestApp();
let other: FastifyInstance;
beforeAll(async () => {
  other = await createAnotherApp(t.database);
});
afterAll(() => other.close());

async function loadUser(app: FastifyInstance, user: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie: user.cookie } });
  return loadResponseSchema.parse(res.json()).user;
}
const nextCheck = () => new Promise((resolve) => setTimeout(resolve, CHANGE_CHECK_MS + 100));
const tokenHashOf = (user: TestUser) => hashToken(user.cookie.slice(`${SESSION_COOKIE}=`.length));

describe('sessions and users kept by each process', () => {
  it('are ended in every process by a sign-out in one', async () => {
    const user = await createSignedInUser(t.database);
    expect((await loadUser(t.app, user)).loggedIn).toBe(true);
    expect((await loadUser(other, user)).loggedIn).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect((await loadUser(t.app, user)).loggedIn).toBe(false);
    await nextCheck();
    expect((await loadUser(other, user)).loggedIn).toBe(false);
  });

  it('show a change made through this process at once, and one made elsewhere at the next check', async () => {
    const user = await createSignedInUser(t.database, { firstName: 'Ada' });
    expect((await loadUser(t.app, user)).firstName).toBe('Ada');
    expect((await loadUser(other, user)).firstName).toBe('Ada');
    const res = await t.app.inject({ method: 'PUT', url: `/api/account/${user.identity}/update-details`, headers: user.headers, payload: { firstName: 'Grace', lastName: 'Hopper', countryId: 237, timeZone: 'America/Chicago', siteLanguage: 'en' } });
    expect(res.statusCode).toBe(200);
    expect((await loadUser(t.app, user)).firstName).toBe('Grace');
    await nextCheck();
    expect((await loadUser(other, user)).firstName).toBe('Grace');
    // Written by neither server (a job, a staff tool, psql): both see it at their next check.
    await t.database.db.update(users).set({ role: 'staff', active: false }).where(eq(users.id, user.id));
    await nextCheck();
    expect((await loadUser(t.app, user)).loggedIn).toBe(false);
    expect((await loadUser(other, user)).loggedIn).toBe(false);
  });

  it('still refuse a session once it has expired, or once its expiry was brought forward', async () => {
    const user = await createSignedInUser(t.database);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 1500) }).where(eq(sessions.tokenHash, tokenHashOf(user)));
    expect((await loadUser(t.app, user)).loggedIn).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await loadUser(t.app, user)).loggedIn).toBe(false);

    const cut = await createSignedInUser(t.database);
    expect((await loadUser(other, cut)).loggedIn).toBe(true);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHashOf(cut)));
    await nextCheck();
    expect((await loadUser(other, cut)).loggedIn).toBe(false);
  });
});

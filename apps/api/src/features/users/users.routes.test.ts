import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { migrationGroups, sessions, users } from '../../platform/db/schema/all-tables';

const t = useTestApp();
beforeAll(async () => {
  await t.database.db.insert(migrationGroups).values({ code: 'wfoe-2026', name: 'China WFOE 2026', targetLocalization: 'cn', migrating: true }).onConflictDoNothing();
});

const accept = (identity: string, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/api/users/${identity}/wfoe-tos-accepted`, headers });
const loadUser = async (cookie: string) => loadResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie } })).json()).user;

describe('PUT /api/users/{id}/wfoe-tos-accepted', () => {
  it('records that a researcher of a migrating group accepted the terms, and the load says so', async () => {
    const user = await createSignedInUser(t.database, { migrationGroup: 'wfoe-2026', countryId: 45 });
    expect((await loadUser(user.cookie)).wfoeMigrationStatus).toEqual({ inMigratingGroup: true, acceptedTermsOfService: false, migrated: false });
    const res = await accept(user.identity, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wfoeMigrationStatus: { inMigratingGroup: true, acceptedTermsOfService: true, migrated: false } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.wfoeTermsAcceptedAt).toBeInstanceOf(Date);
    // Accepting twice keeps the first date.
    const first = row?.wfoeTermsAcceptedAt?.getTime();
    expect((await accept(user.identity, user.headers)).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(again?.wfoeTermsAcceptedAt?.getTime()).toBe(first);
  });

  it('answers 404 for another user\'s id and 401 for a visitor', async () => {
    const owner = await createSignedInUser(t.database, { migrationGroup: 'wfoe-2026' });
    const other = await createSignedInUser(t.database, { migrationGroup: 'wfoe-2026' });
    expect((await accept(owner.identity, other.headers)).statusCode).toBe(404);
    const visitor = await accept(owner.identity, browserHeaders());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.error).toBe('login-required');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.wfoeTermsAcceptedAt).toBeNull();
  });

  it('refuses a request without the CSRF token', async () => {
    const user = await createSignedInUser(t.database, { migrationGroup: 'wfoe-2026' });
    const res = await accept(user.identity, { cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('csrf-invalid');
  });

  it('has nothing to accept for a user outside a migrating group', async () => {
    const user = await createSignedInUser(t.database);
    const res = await accept(user.identity, user.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.error).toBe('migration-terms-error');
  });

  it('never lets staff accept on behalf of a user they impersonate', async () => {
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const user = await createSignedInUser(t.database, { migrationGroup: 'wfoe-2026' });
    await t.database.db.update(sessions).set({ impersonatorId: staff.id }).where(eq(sessions.userId, user.id));
    const res = await accept(user.identity, user.headers);
    expect(res.statusCode).toBe(403);
    expect((await loadUser(user.cookie)).impersonatorIdentity).toBe(staff.identity);
  });
});

describe('PUT /api/users/{id}/hide-check-spam-message', () => {
  const hide = (identity: string, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/api/users/${identity}/hide-check-spam-message`, headers });

  it('hides the spam-folder banner for good, for the user only', async () => {
    const user = await createSignedInUser(t.database);
    expect((await loadUser(user.cookie)).showCheckSpamMessage).toBe(true);
    const res = await hide(user.identity, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ showCheckSpamMessage: false });
    expect((await loadUser(user.cookie)).showCheckSpamMessage).toBe(false);
    expect((await hide(user.identity, user.headers)).statusCode).toBe(200);
  });

  it('answers 404 for another user\'s id, 401 for a visitor, 403 without the CSRF token', async () => {
    const owner = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    expect((await hide(owner.identity, other.headers)).statusCode).toBe(404);
    expect((await hide(owner.identity, browserHeaders())).statusCode).toBe(401);
    expect((await hide(owner.identity, { cookie: owner.cookie })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.showCheckSpamMessage).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { preferredGroupResponseSchema } from '@marginalia/contracts/users/preferred-group.contract';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { LOAD_PATH } from '@marginalia/contracts/app-config/app-config.paths';
import { preferredGroups, users } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';

/** Joining and leaving a preferred group. */
const t = useTestApp();
const researcher = useBeforeAll(() => createSignedInUser(t.database));
const other = useBeforeAll(() => createSignedInUser(t.database));
beforeAll(async () => {
  await t.database.db.insert(preferredGroups).values([
    { code: 'OLDGROUP', name: 'A closed agreement', discountPercent: 5, shareable: true, active: false },
    { code: 'PRIVATE7', name: 'Private institute', discountPercent: 12, shareable: false, active: true },
    { code: 'TRIAL30', name: 'Thirty-day trial', discountPercent: 5, shareable: false, freeTrial: true, active: true },
  ]);
});

const path = (identity: string) => `/api/users/${identity}/preferred-group`;
const join = (user: TestUser, groupCode: unknown, identity = user.identity) =>
  t.app.inject({ method: 'POST', url: path(identity), headers: user.headers, payload: { groupCode } });
const leave = (user: TestUser, identity = user.identity) => t.app.inject({ method: 'DELETE', url: path(identity), headers: user.headers });
const loadedGroup = async (user: TestUser) => {
  const response = await t.app.inject({ method: 'GET', url: LOAD_PATH, headers: { cookie: user.cookie } });
  return loadResponseSchema.parse(response.json()).user.preferredGroup;
};
const storedGroupId = async (user: TestUser) => {
  const [row] = await t.database.db.select({ id: users.preferredGroupId }).from(users).where(eq(users.id, user.id));
  return row?.id ?? null;
};

describe('POST /api/users/{id}/preferred-group', () => {
  it('joins an active group by its code in any case and the load shows it at once', async () => {
    const response = await join(researcher, '  CAMBRIDGE1 ');
    expect(response.statusCode).toBe(200);
    const expected = { code: 'cambridge1', name: 'Cambridge revenue-share partners', discount: 10, percentageDiscount: true, shareable: true, membershipDisplayed: false, freeTrial: false };
    expect(preferredGroupResponseSchema.parse(response.json())).toEqual({ preferredGroup: expected });
    expect(await loadedGroup(researcher)).toEqual(expected);
  });

  it('switches to another group when the user joins a second one', async () => {
    const response = await join(researcher, 'usp2026');
    expect(response.statusCode).toBe(200);
    expect(response.json().preferredGroup.code).toBe('USP2026');
    expect((await loadedGroup(researcher))?.code).toBe('USP2026');
  });

  it.each([
    ['an unknown code', 'NO-SUCH-GROUP'],
    ['an inactive group', 'oldgroup'],
    ['a private group that staff assign', 'PRIVATE7'],
  ])('refuses %s with the generic join error and keeps the current group', async (_case, code) => {
    const before = await storedGroupId(researcher);
    const response = await join(researcher, code);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.error).toBe('preferred-group-join-generic-error');
    expect(body.error.message).toBe('We could not add you to this group. Please check the group code and try again.');
    expect(body.error.fields.groupCode.error).toBe('preferred-group-join-generic-error');
    expect(await storedGroupId(researcher)).toBe(before);
  });

  it.each([
    ['a blank code', '   '],
    ['a code that is too long', 'x'.repeat(51)],
    ['a code that is not text', 42],
  ])('answers %s with a 400 and changes nothing', async (_case, code) => {
    const before = await storedGroupId(researcher);
    const response = await join(researcher, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error).toBe('validation-error');
    expect(await storedGroupId(researcher)).toBe(before);
  });

  it("answers 404 for another user's id and leaves both users as they were", async () => {
    const response = await join(other, 'cambridge1', researcher.identity);
    expect(response.statusCode).toBe(404);
    expect(await storedGroupId(other)).toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url: path(researcher.identity), headers: browserHeaders(), payload: { groupCode: 'cambridge1' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id}/preferred-group', () => {
  it("answers 404 for another user's id and keeps their group", async () => {
    const response = await leave(other, researcher.identity);
    expect(response.statusCode).toBe(404);
    expect(await storedGroupId(researcher)).not.toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: path(researcher.identity), headers: browserHeaders() });
    expect(response.statusCode).toBe(401);
  });

  it('leaves the group, the load shows none at once, and leaving again is not an error', async () => {
    const first = await leave(researcher);
    expect(first.statusCode).toBe(200);
    expect(preferredGroupResponseSchema.parse(first.json())).toEqual({ preferredGroup: null });
    expect(await loadedGroup(researcher)).toBeNull();
    const again = await leave(researcher);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ preferredGroup: null });
  });

  it('shows no group in the load once staff deactivate the group the user is in', async () => {
    await t.database.db.insert(preferredGroups).values({ code: 'SOONCLOSED', name: 'Ending agreement', discountPercent: 7, shareable: true, active: true });
    expect((await join(researcher, 'soonclosed')).statusCode).toBe(200);
    await t.database.db.update(preferredGroups).set({ active: false }).where(eq(preferredGroups.code, 'SOONCLOSED'));
    expect(await loadedGroup(researcher)).toBeNull();
  });
});

describe('a free-trial group on the load', () => {
  it('says so, so the home page and the dashboard leave out the group widget', async () => {
    const [trial] = await t.database.db.select({ id: preferredGroups.id }).from(preferredGroups).where(eq(preferredGroups.code, 'TRIAL30'));
    await t.database.db.update(users).set({ preferredGroupId: trial?.id ?? null }).where(eq(users.id, other.id));
    expect(await loadedGroup(other)).toMatchObject({ code: 'TRIAL30', freeTrial: true, membershipDisplayed: true });
  });
});

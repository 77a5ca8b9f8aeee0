import { describe, expect, it } from 'vitest';
import { staffCataloguePaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { promotionalCodeResponseSchema, promotionalCodesResponseSchema, preferredGroupResponseSchema, preferredGroupsResponseSchema } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { eq } from 'drizzle-orm';
import { auditEvents, promotionalCodeUses, users } from '../../../platform/db/schema/all-tables';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { createCallers, refusals, send } from './catalogue-test-support';

const t = useTestApp();
const who = useBeforeAll(() => createCallers(t));

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const code = (overrides: Record<string, unknown> = {}) => ({
  code: 'spring-25',
  description: 'Spring: 25 % off standard editing',
  kind: 'percent',
  percent: 25,
  amountUsdCents: null,
  startsOn: yesterday,
  endsOn: null,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  newCustomersOnly: false,
  serviceIdentities: ['standard-editing'],
  listed: false,
  active: true,
  ...overrides,
});
const group = (overrides: Record<string, unknown> = {}) => ({ code: 'UNI-LAB', name: 'University lab', discountPercent: 12, shareable: true, freeTrial: false, active: true, ...overrides });
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => send(t.app, who.staff.headers, method, url, payload);

describe('promotional codes desk', () => {
  it('refuses researchers (404) and visitors (401) on every call, before looking at the body', async () => {
    for (const [method, url, body] of [
      ['GET', paths.promotionalCodes, undefined],
      ['POST', paths.promotionalCodes, code()],
      ['PUT', paths.promotionalCode(1), code()],
      ['DELETE', paths.promotionalCode(1), undefined],
      ['GET', paths.preferredGroups, undefined],
      ['POST', paths.preferredGroups, group()],
      ['PUT', paths.preferredGroup(1), group()],
    ] as const) {
      expect(await refusals(t.app, who, method, url, body), `${method} ${url}`).toEqual([404, 401, 404]);
    }
  });

  it('creates a code upper-cased, lists it with its uses, and refuses a duplicate with a translated 409', async () => {
    const created = await staff('POST', paths.promotionalCodes, code());
    expect(created.statusCode).toBe(200);
    const { code: view } = promotionalCodeResponseSchema.parse(created.json());
    expect(view).toMatchObject({ code: 'SPRING-25', kind: 'percent', percent: 25, amountUsdCents: null, startsOn: yesterday, endsOn: null, uses: 0, personal: false });
    const list = promotionalCodesResponseSchema.parse((await staff('GET', paths.promotionalCodes)).json());
    expect(list.codes.map((each) => each.code)).toContain('SPRING-25');
    expect(list.codes.find((each) => each.code === 'WELCOME10')).toBeDefined();

    const duplicate = await staff('POST', paths.promotionalCodes, code({ code: 'Spring-25' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ error: 'staff-promo-code-taken', message: 'The code SPRING-25 already exists.' });
    const spanish = await send(t.app, { ...who.staff.headers, cookie: `${who.staff.headers.cookie}; mg_lang=es` }, 'POST', paths.promotionalCodes, code());
    expect(spanish.json().error.message).toBe('El código SPRING-25 ya existe.');
  });

  it('refuses bad input with field messages: format, percent range, missing amount, end before start, unknown service', async () => {
    const bad = async (overrides: Record<string, unknown>) => {
      const response = await staff('POST', paths.promotionalCodes, code({ code: 'BAD-ONE', ...overrides }));
      return { status: response.statusCode, fields: Object.fromEntries(Object.entries(response.json().error.fields as Record<string, { error: string }>).map(([name, value]) => [name, value.error])) };
    };
    expect(await bad({ code: 'no spaces!' })).toEqual({ status: 400, fields: { code: 'staff-code-format' } });
    expect(await bad({ percent: 0 })).toEqual({ status: 400, fields: { percent: 'staff-number-range' } });
    expect(await bad({ percent: 101 })).toEqual({ status: 400, fields: { percent: 'staff-number-range' } });
    expect(await bad({ kind: 'amount', percent: null, amountUsdCents: null })).toEqual({ status: 400, fields: { amountUsdCents: 'staff-amount-required' } });
    expect(await bad({ endsOn: '2020-01-01' })).toEqual({ status: 400, fields: { endsOn: 'staff-ends-before-starts' } });
    expect(await bad({ startsOn: '2026-13-45' })).toMatchObject({ status: 400 });
    expect(await bad({ serviceIdentities: ['no-such-service'] })).toEqual({ status: 422, fields: { serviceIdentities: 'staff-unknown-service' } });
  });

  it('updates a code with an amount and an end day, and records before and after', async () => {
    const { code: created } = promotionalCodeResponseSchema.parse((await staff('POST', paths.promotionalCodes, code({ code: 'FLAT-30' }))).json());
    const updated = await staff('PUT', paths.promotionalCode(created.id), code({ code: 'FLAT-30', kind: 'amount', percent: null, amountUsdCents: 3000, endsOn: '2099-12-31', serviceIdentities: null }));
    expect(updated.statusCode).toBe(200);
    expect(promotionalCodeResponseSchema.parse(updated.json()).code).toMatchObject({ kind: 'amount', amountUsdCents: 3000, percent: null, endsOn: '2099-12-31', serviceIdentities: null });
    expect((await staff('PUT', paths.promotionalCode(created.id), code({ code: 'WELCOME10' }))).statusCode).toBe(409);
    expect((await staff('PUT', paths.promotionalCode(999_999), code({ code: 'GHOST' }))).json().error.error).toBe('staff-promo-code-not-found');
    const audit = (await staff('GET', `${paths.audit}?action=promotional-code.update`)).json();
    expect(audit.events[0]).toMatchObject({ subjectId: 'FLAT-30', actor: { identity: who.staff.identity }, before: { percentBased: true, percent: 25 }, after: { percentBased: false, amountUsdCents: 3000 } });
  });

  it('deletes an unused code but only deactivates a used one', async () => {
    const unused = promotionalCodeResponseSchema.parse((await staff('POST', paths.promotionalCodes, code({ code: 'ONCE' }))).json()).code;
    expect((await staff('DELETE', paths.promotionalCode(unused.id))).json()).toEqual({ outcome: 'deleted', code: null });
    const used = promotionalCodeResponseSchema.parse((await staff('POST', paths.promotionalCodes, code({ code: 'USED' }))).json()).code;
    await t.database.db.insert(promotionalCodeUses).values({ promotionalCodeId: used.id, userId: who.researcher.id });
    const retiredResponse = await staff('DELETE', paths.promotionalCode(used.id));
    const retired = retiredResponse.json();
    expect(retired).toMatchObject({ outcome: 'deactivated', code: { code: 'USED', active: false, uses: 1 } });
    expect((await staff('DELETE', paths.promotionalCode(unused.id))).statusCode).toBe(404);
  });
});

describe('preferred groups desk', () => {
  it('creates, lists with member counts, updates, and refuses a duplicate code', async () => {
    const created = await staff('POST', paths.preferredGroups, group());
    expect(created.statusCode).toBe(200);
    const view = preferredGroupResponseSchema.parse(created.json()).group;
    expect(view).toMatchObject({ code: 'UNI-LAB', discountPercent: 12, members: 0 });
    await t.database.db.insert(users).values({ identity: 'u_member1', email: 'member1@example.test', emailNormalized: 'member1@example.test', firstName: 'M', lastName: 'One', referralCode: 'RMEMBER1', preferredGroupId: view.id });
    const list = preferredGroupsResponseSchema.parse((await staff('GET', paths.preferredGroups)).json());
    expect(list.groups.find((each) => each.id === view.id)?.members).toBe(1);

    const duplicate = await staff('POST', paths.preferredGroups, group({ code: 'uni-lab' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.code.error).toBe('staff-group-code-taken');
    // A group code keeps the case it was given (the revenue-share partners' `cambridge1` stays lower-case).
    const lower = await staff('POST', paths.preferredGroups, group({ code: 'partner-lab2' }));
    expect(preferredGroupResponseSchema.parse(lower.json()).group.code).toBe('partner-lab2');

    const updated = await staff('PUT', paths.preferredGroup(view.id), group({ name: 'University lab (renewed)', discountPercent: 15, shareable: false }));
    expect(preferredGroupResponseSchema.parse(updated.json()).group).toMatchObject({ name: 'University lab (renewed)', discountPercent: 15, shareable: false, members: 1 });
    const trial = await staff('PUT', paths.preferredGroup(view.id), group({ freeTrial: true }));
    expect(preferredGroupResponseSchema.parse(trial.json()).group).toMatchObject({ freeTrial: true });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'preferred-group.update'));
    expect(audit.at(-1)).toMatchObject({ before: expect.objectContaining({ freeTrial: false }), after: expect.objectContaining({ freeTrial: true }) });
    expect((await staff('PUT', paths.preferredGroup(view.id), group({ freeTrial: 'yes' }))).statusCode).toBe(400);
    expect((await staff('PUT', paths.preferredGroup(view.id), group({ discountPercent: 0 }))).statusCode).toBe(400);
    expect((await staff('PUT', paths.preferredGroup(999_999), group({ code: 'NONE' }))).statusCode).toBe(404);
  });
});

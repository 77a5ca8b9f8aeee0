import { describe, expect, it } from 'vitest';
import { staffCataloguePaths as paths } from '@marginalia/contracts/staff/staff.paths';
import {
  featureFlagsResponseSchema,
  outboxMessageResponseSchema,
  outboxResponseSchema,
  settingsResponseSchema,
  staffAuditResponseSchema,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { auditEvents } from '../../../platform/db/schema/all-tables';
import { createTestApp } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { createCallers, refusals, send } from './catalogue-test-support';

const t = useTestApp();
const who = useBeforeAll(() => createCallers(t));

const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => send(t.app, who.staff.headers, method, url, payload);
const load = async () => (await send(t.app, who.researcher.headers, 'GET', '/api/researcher/load')).json().application;

describe('feature flags and settings desk', () => {
  it('refuses researchers (404) and visitors (401)', async () => {
    for (const [method, url, body] of [
      ['GET', paths.featureFlags, undefined],
      ['PUT', paths.featureFlag('prepay_enabled'), { enabled: true }],
      ['GET', paths.settings, undefined],
      ['PUT', paths.setting('referralAmount'), { value: 50 }],
      ['GET', paths.outbox, undefined],
      ['GET', paths.outboxMessage('2026-01-01T00-00-00-000Z-00000000'), undefined],
      ['GET', paths.audit, undefined],
    ] as const) {
      expect(await refusals(t.app, who, method, url, body), `${method} ${url}`).toEqual([404, 401, 404]);
    }
  });

  it('toggles a flag and the very next load sees it, without waiting for the cache', async () => {
    const flags = featureFlagsResponseSchema.parse((await staff('GET', paths.featureFlags)).json()).flags;
    const curie = flags.find((flag) => flag.key === 'curie_is_launched');
    expect(curie).toMatchObject({ enabled: false, description: expect.any(String) });
    expect((await load()).featureFlags.curie_is_launched).toBe(false);
    expect((await staff('PUT', paths.featureFlag('curie_is_launched'), { enabled: true })).json()).toMatchObject({ flag: { key: 'curie_is_launched', enabled: true } });
    expect((await load()).featureFlags.curie_is_launched).toBe(true);
    await staff('PUT', paths.featureFlag('curie_is_launched'), { enabled: false });
    expect((await load()).featureFlags.curie_is_launched).toBe(false);
    expect((await staff('PUT', paths.featureFlag('no_such_flag'), { enabled: true })).statusCode).toBe(404);
    expect((await staff('PUT', paths.featureFlag('curie_is_launched'), { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('lists settings with how to edit them, validates a change by the settings contract, and applies it at once', async () => {
    const settings = settingsResponseSchema.parse((await staff('GET', paths.settings)).json()).settings;
    expect(settings.find((each) => each.key === 'referralAmount')).toMatchObject({ kind: 'number', value: 40 });
    expect(settings.find((each) => each.key === 'localAuthEnabled')?.kind).toBe('boolean');
    expect(settings.find((each) => each.key === 'links')?.kind).toBe('json');

    const changed = await staff('PUT', paths.setting('referralAmount'), { value: 55 });
    expect(changed.json()).toMatchObject({ setting: { key: 'referralAmount', value: 55 } });
    expect((await load()).config.referralAmount).toBe(55);

    const wrong = await staff('PUT', paths.setting('referralAmount'), { value: 'forty' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({ error: 'staff-setting-invalid', message: 'The value of referralAmount is not valid.', fields: { value: { error: 'validation-field-invalid' } } });
    expect((await staff('PUT', paths.setting('noSuchSetting'), { value: 1 })).statusCode).toBe(404);
    await staff('PUT', paths.setting('referralAmount'), { value: 40 });

    const audit = staffAuditResponseSchema.parse((await staff('GET', `${paths.audit}?subjectType=setting`)).json());
    expect(audit.events.find((event) => event.subjectId === 'referralAmount' && event.after?.value === 55)).toMatchObject({ before: { value: 40 } });
  });
});

describe('outbox', () => {
  it('lists e-mails newest first in pages and reads one with its text and HTML', async () => {
    for (const name of ['Ana', 'Bea', 'Caio']) {
      await t.app.platform.mail.deliver({ to: `${name.toLowerCase()}@example.org`, template: 'password-reset', language: 'br', params: { name, link: 'https://marginalia.example/br/reset/abc' } });
    }
    const page = outboxResponseSchema.parse((await staff('GET', paths.outbox)).json());
    expect(page.mode).toBe('outbox');
    expect(page.messages.map((message) => message.to).slice(0, 3)).toEqual(['caio@example.org', 'bea@example.org', 'ana@example.org']);
    const older = outboxResponseSchema.parse((await staff('GET', `${paths.outbox}?before=${encodeURIComponent(page.messages[0]?.id ?? '')}`)).json());
    expect(older.messages[0]?.to).toBe('bea@example.org');

    const read = await staff('GET', paths.outboxMessage(page.messages[0]?.id ?? ''));
    const { message } = outboxMessageResponseSchema.parse(read.json());
    expect(message).toMatchObject({ to: 'caio@example.org', template: 'password-reset', language: 'br' });
    expect(message.text).toContain('https://marginalia.example/br/reset/abc');
    expect(message.html).toContain('<');
    expect((await staff('GET', paths.outboxMessage('../../etc/passwd'))).statusCode).toBe(404);
    expect((await staff('GET', paths.outboxMessage('2020-01-01T00-00-00-000Z-00000000'))).json().error.error).toBe('staff-outbox-message-not-found');
  });

  it('says mail is sent for real when SMTP_URL is set', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const member = await createCallers(smtp);
      const page = await send(smtp.app, member.staff.headers, 'GET', paths.outbox);
      expect(page.json()).toEqual({ mode: 'smtp', messages: [], nextBefore: null });
    } finally {
      await smtp.close();
    }
  });
});

describe('audit trail', () => {
  it('filters by actor, action prefix and subject type, with actor names and keyset pages of 50', async () => {
    const other = (await createCallers(t)).staff;
    const rows = Array.from({ length: 55 }, (_, index) => ({ actorId: other.id, action: `test.bulk-${index}`, subjectType: 'test', subjectId: `s${index}`, customerId: who.researcher.id, after: { n: index } }));
    await t.database.db.insert(auditEvents).values(rows);

    const first = staffAuditResponseSchema.parse((await staff('GET', `${paths.audit}?actor=${other.identity}`)).json());
    expect(first.events).toHaveLength(50);
    expect(first.events[0]).toMatchObject({ action: 'test.bulk-54', actor: { identity: other.identity, name: expect.stringContaining('Jordan') }, customer: { identity: who.researcher.identity } });
    expect(first.nextBeforeId).toBe(first.events[49]?.id);
    expect(first.actors.map((actor) => actor.identity)).toEqual(expect.arrayContaining([who.staff.identity, other.identity]));
    const second = staffAuditResponseSchema.parse((await staff('GET', `${paths.audit}?actor=${other.identity}&beforeId=${first.nextBeforeId}`)).json());
    expect(second.events.map((event) => event.action)).toEqual(['test.bulk-4', 'test.bulk-3', 'test.bulk-2', 'test.bulk-1', 'test.bulk-0']);
    expect(second.nextBeforeId).toBeNull();

    const prefixed = staffAuditResponseSchema.parse((await staff('GET', `${paths.audit}?action=test.bulk-5`)).json());
    expect(prefixed.events.map((event) => event.action).sort()).toEqual(['test.bulk-5', 'test.bulk-50', 'test.bulk-51', 'test.bulk-52', 'test.bulk-53', 'test.bulk-54'].sort());
    // A `%` is a literal character, not a pattern.
    expect(staffAuditResponseSchema.parse((await staff('GET', `${paths.audit}?action=%25`)).json()).events).toEqual([]);
    expect(staffAuditResponseSchema.parse((await staff('GET', `${paths.audit}?subjectType=nothing`)).json()).events).toEqual([]);
    expect((await staff('GET', `${paths.audit}?beforeId=-3`)).statusCode).toBe(400);
  });
});

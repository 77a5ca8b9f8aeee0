import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { eq } from 'drizzle-orm';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { orders, preferredGroups, users } from '../../platform/db/schema/all-tables';
import { buildApplication } from './application.service';
import { buildCurrentUser } from './current-user.service';
import { changeSetting } from './settings.service';
import { splitAtPreferredGroup } from './application-cache';

const t = useTestApp();

const load = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/researcher/load', headers });

/** What the load answered before it was cached: built afresh and written by the response serializer. */
async function uncachedAnswer(language: SiteLanguage, localization: string): Promise<string> {
  const application = await buildApplication(t.database.db, language, localization, { configuredProviders: t.app.platform.config.authProviders, flagsOff: [] });
  const user = await buildCurrentUser(t.database.db, { tokenHash: null, user: null, impersonator: null }, application, language);
  return JSON.stringify(loadResponseSchema.encode({ application, user }));
}

describe('the load written from the cache', () => {
  it('is byte for byte the answer written without the cache, in each language', async () => {
    expect((await load()).body).toBe(await uncachedAnswer('en', 'us'));
    expect((await load({ cookie: 'mg_lang=cn' })).body).toBe(await uncachedAnswer('cn', 'cn'));
    const res = await load({ cookie: 'mg_lang=jp' });
    expect(res.body).toBe(await uncachedAnswer('jp', 'us'));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('leaves a signed-in answer byte for byte what the serializer wrote, with only the user written per request', async () => {
    const signedIn = await createSignedInUser(t.database, { countryId: 32, currency: 'BRL' });
    const res = await load({ cookie: signedIn.cookie });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, signedIn.id));
    const application = await buildApplication(t.database.db, 'en', 'us', { configuredProviders: t.app.platform.config.authProviders, flagsOff: [] });
    const user = await buildCurrentUser(t.database.db, { tokenHash: null, user: row!, impersonator: null }, application, 'en');
    expect(res.body).toBe(JSON.stringify(loadResponseSchema.encode({ application, user })));
  });

  it('sends brotli and gzip copies that decode to the same bytes', async () => {
    const plain = (await load()).rawPayload;
    const br = await load({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gz = await load({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('serves the new answer once a setting changed', async () => {
    const before = (await load({ 'accept-encoding': 'br' })).rawPayload;
    await changeSetting(t.database.db, 'referralAmount', 56);
    await new Promise((r) => setTimeout(r, 1100));
    const after = await load();
    expect(after.body).toBe(await uncachedAnswer('en', 'us'));
    expect(loadResponseSchema.parse(after.json()).application.config.referralAmount).toBe(56);
    expect(brotliDecompressSync((await load({ 'accept-encoding': 'br' })).rawPayload).toString()).toBe(after.body);
    expect(brotliDecompressSync(before).toString()).not.toBe(after.body);
    await changeSetting(t.database.db, 'referralAmount', 40);
  });

});

/** The load as a browser with this session (or none) and language. */
const loadAs = (cookie?: string, language = 'en') => t.app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie: [cookie, `mg_lang=${language}`].filter(Boolean).join('; ') } });

describe('the welcome of a preferred group in the load', () => {
  it("answers the member's group with its greeting in the page's language, and the discount used once they ordered", async () => {
    const [group] = await t.database.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'cambridge1'));
    await t.database.db.update(preferredGroups).set({ greetingText: { en: 'Welcome, Cambridge colleague!', cn: '欢迎剑桥合作伙伴！' } }).where(eq(preferredGroups.id, group?.id ?? 0));
    const member = await createSignedInUser(t.database, { preferredGroupId: group?.id ?? null, countryId: 237 });

    const en = loadResponseSchema.parse((await loadAs(member.cookie)).json());
    expect(en.application.preferredGroup).toEqual({ code: 'cambridge1', greetingText: 'Welcome, Cambridge colleague!', discountUsed: false });
    expect(en.user.preferredGroup?.code).toBe('cambridge1');
    expect(loadResponseSchema.parse((await loadAs(member.cookie, 'cn')).json()).application.preferredGroup?.greetingText).toBe('欢迎剑桥合作伙伴！');
    // No greeting written in Japanese: the page shows its own text.
    expect(loadResponseSchema.parse((await loadAs(member.cookie, 'jp')).json()).application.preferredGroup?.greetingText).toBe('');

    await t.database.db.insert(orders).values({ externalId: 'GRP0RDER0001', userId: member.id, title: 'First order', status: 'received', customerGoal: 'editing', wordCount: 1000, manuscriptLanguageId: 1, currency: 'USD', totalAmount: 9000, deadline: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(loadResponseSchema.parse((await loadAs(member.cookie)).json()).application.preferredGroup?.discountUsed).toBe(true);
  });

  it('answers null to visitors and to researchers in no group, byte for byte what the serializer writes', async () => {
    const loner = await createSignedInUser(t.database, { countryId: 237 });
    const response = await loadAs(loner.cookie);
    expect(loadResponseSchema.parse(response.json()).application.preferredGroup).toBeNull();
    const application = await buildApplication(t.database.db, 'en', 'us', { configuredProviders: t.app.platform.config.authProviders, flagsOff: [] });
    const visitor = await buildCurrentUser(t.database.db, { tokenHash: null, user: null, impersonator: null }, application, 'en');
    expect((await loadAs()).body).toBe(JSON.stringify(loadResponseSchema.encode({ application, user: visitor })));
  });
});

describe('splitAtPreferredGroup', () => {
  it("splits the cached application where the user's group goes, and only at the field itself", () => {
    const json = JSON.stringify({ a: 'say \\"preferredGroup\\":null', preferredGroup: null, z: 1 });
    const { head, tail } = splitAtPreferredGroup(json);
    expect(`${head.toString()}{"code":"x"}${tail.toString()}`).toBe(`{"application":${json.replace('"preferredGroup":null', '"preferredGroup":{"code":"x"}')},"user":`);
    expect(() => splitAtPreferredGroup('{"a":1}')).toThrow();
  });
});

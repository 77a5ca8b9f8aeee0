import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { eq } from 'drizzle-orm';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { users } from '../../platform/db/schema/all-tables';
import { buildApplication } from './application.service';
import { buildCurrentUser } from './current-user.service';
import { changeSetting } from './settings.service';

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

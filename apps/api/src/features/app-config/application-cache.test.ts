import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { openSeededTestDatabase, type TestDatabase } from '../../test/test-database';
import { ApplicationCache } from './application-cache';
import { createApplicationLoader } from './application-loader';
import { bumpSettingsVersion, writeSetting } from './settings.repository';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await openSeededTestDatabase();
});
afterAll(() => testDatabase.close());

function cacheWithClock() {
  const clock = { now: 1_000_000 };
  return { clock, cache: new ApplicationCache(testDatabase.database.db, () => clock.now) };
}

describe('the cached application', () => {
  it('is kept with its JSON, which holds exactly the contract’s fields', async () => {
    const { cache } = cacheWithClock();
    const json = await cache.json('es', 'us');
    expect(JSON.parse(json)).toEqual(applicationSchema.parse(await cache.get('es', 'us')));
    expect(JSON.parse(json).siteLanguage).toBe('es');
  });

  it('writes the visitor’s answer once per language and localization and keeps it in each encoding', async () => {
    const { cache } = cacheWithClock();
    const rendered: string[] = [];
    const render = ({ application, json }: { application: { siteLanguage: string }; json: string }) => {
      rendered.push(application.siteLanguage);
      return `{"application":${json},"user":null}`;
    };
    const first = await cache.visitorAnswer('jp', 'us', render);
    const again = await cache.visitorAnswer('jp', 'us', render);
    await cache.visitorAnswer('cn', 'cn', render);
    expect(rendered).toEqual(['jp', 'cn']);
    expect(again).toBe(first);
    const text = first.identity.toString();
    expect(JSON.parse(text).application.siteLanguage).toBe('jp');
    expect(brotliDecompressSync(first.br).toString()).toBe(text);
    expect(gunzipSync(first.gzip).toString()).toBe(text);
    expect(first.br.length).toBeLessThan(first.identity.length / 3);
  });

  it('writes the visitor’s answer again once the settings version has moved, seen at the next check a second later', async () => {
    const { clock, cache } = cacheWithClock();
    let renders = 0;
    const render = ({ json }: { json: string }) => {
      renders += 1;
      return `{"application":${json},"user":null}`;
    };
    await cache.visitorAnswer('en', 'us', render);
    await bumpSettingsVersion(testDatabase.database.db);
    await cache.visitorAnswer('en', 'us', render);
    expect(renders).toBe(1);
    clock.now += 1001;
    const after = await cache.visitorAnswer('en', 'us', render);
    expect(renders).toBe(2);
    expect(JSON.parse(after.identity.toString()).application.settingsVersion).toBe(await cache.version());
  });

  it('sees a version moved by another process half a second after its last check, so every process follows a change within a second', async () => {
    const { clock, cache } = cacheWithClock();
    const before = await cache.version();
    await bumpSettingsVersion(testDatabase.database.db);
    expect(await cache.version()).toBe(before);
    clock.now += 501;
    expect(await cache.version()).toBe(before + 1);
  });
});

describe('the cached settings', () => {
  it('follow a change made elsewhere as soon as the settings version shows it, not a second later', async () => {
    const { db } = testDatabase.database;
    const loader = createApplicationLoader(db);
    const before = (await loader.settings()).hideRushRules;
    await writeSetting(db, 'hideRushRules', !before);
    await bumpSettingsVersion(db);
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect((await loader.settings()).hideRushRules).toBe(!before);
  });
});

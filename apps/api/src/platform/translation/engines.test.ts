import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLibreTranslateTestServer, type LibreTranslateTestServer } from '../../test/libretranslate-test-server';
import { ApertiumEngine } from './apertium-engine';
import { createTranslationEngines } from './engines';
import { HttpTranslationEngine } from './http-engine';
import { TranslationEngineError } from './translation-engine';

let server: LibreTranslateTestServer;
beforeAll(async () => {
  server = await startLibreTranslateTestServer({ apiKey: 'k' });
});
afterAll(() => server.close());

const zh = { source: 'zh' as const, target: 'en' as const };

describe('the HTTP engine (LibreTranslate API)', () => {
  it('sends segments in batches with the key and answers one text per segment', async () => {
    const engine = new HttpTranslationEngine({ url: server.url, apiKey: 'k', maxSegmentsPerRequest: 2 });
    expect(await engine.availability(zh)).toEqual({ available: true });
    const before = server.requests.length;
    expect(await engine.translate(['患者', '研究', '结果'], zh)).toEqual(['patients', 'study', 'Results']);
    expect(server.requests.slice(before).map((request) => request.q.length)).toEqual([2, 1]);
    expect(server.requests.at(-1)?.apiKey).toBe('k');
  });

  it('says the engine is unavailable when it is down, and times out when it is slow', async () => {
    const engine = new HttpTranslationEngine({ url: server.url, apiKey: 'k', requestTimeoutMs: 200 });
    server.mode = 'down';
    await expect(engine.translate(['患者'], zh)).rejects.toMatchObject({ reason: 'unavailable' });
    expect(await new HttpTranslationEngine({ url: server.url }).availability(zh)).toEqual({ available: false, reason: 'unreachable' });
    server.mode = 'slow';
    server.slowMs = 1000;
    await expect(engine.translate(['患者'], zh)).rejects.toBeInstanceOf(TranslationEngineError);
    server.mode = 'ok';
  });
});

describe('Apertium and the choice of engine', () => {
  it('shows a pair as not installed when Apertium is missing, and refuses to translate', async () => {
    const engine = new ApertiumEngine({ command: '/nonexistent/apertium' });
    expect(await engine.availability({ source: 'es', target: 'en' })).toEqual({ available: false, reason: 'not-installed' });
    await expect(engine.translate(['Hola'], { source: 'es', target: 'en' })).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('sends Chinese to the HTTP engine, Spanish and Portuguese to Apertium, and has no Chinese without a URL', async () => {
    const config = { engineKey: null, httpSources: null, apertiumCommand: 'apertium', apertiumModesDir: '/usr/share/apertium/modes', timeoutMs: 10_000 };
    const withUrl = createTranslationEngines({ ...config, engineUrl: server.url });
    expect(withUrl.engineFor(zh)?.name).toBe('libretranslate');
    expect(withUrl.engineFor({ source: 'es', target: 'en' })?.name).toBe('apertium');
    const without = createTranslationEngines({ ...config, engineUrl: null });
    expect(without.engineFor(zh)).toBeNull();
    expect(await without.availability(zh)).toEqual({ available: false, reason: 'not-configured' });
  });

  it.runIf(process.env.CI !== 'no-apertium')('translates Spanish and Portuguese (through Spanish) with Debian’s Apertium', async () => {
    const engine = new ApertiumEngine();
    if (!(await engine.availability({ source: 'pt', target: 'en' })).available) return;
    expect(await engine.translate(['La casa es roja.', 'El perro come.'], { source: 'es', target: 'en' })).toEqual(['The house is red.', 'The dog eats.']);
    const [portuguese] = await engine.translate(['O gato bebe leite.'], { source: 'pt', target: 'en' });
    expect(portuguese).toMatch(/cat/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import type { Platform } from '../../platform/platform';
import type { TranslationConfig } from '../../platform/translation/engines';
import { startLibreTranslateTestServer, type LibreTranslateTestServer } from '../../test/libretranslate-test-server';
import { translationEngineReport } from './translation-engines';

let server: LibreTranslateTestServer;
beforeAll(async () => {
  server = await startLibreTranslateTestServer({ apiKey: 'k' });
});
afterAll(() => server.close());

function platformWith(translation: Partial<TranslationConfig>): Platform {
  const config: TranslationConfig = {
    engineUrl: null,
    engineKey: null,
    httpSources: null,
    apertiumCommand: '/nonexistent/apertium',
    apertiumModesDir: '/nonexistent/modes',
    timeoutMs: 5000,
    ...translation,
  };
  return { config: { translation: config } } as unknown as Platform;
}

describe('the translation engine report', () => {
  it('is unavailable, pair by pair, when neither Apertium nor an HTTP engine is there', async () => {
    expect(await translationEngineReport(platformWith({}))).toEqual({
      state: 'unavailable',
      capabilities: [],
      detail: 'es-en: not-installed; pt-en: not-installed; zh-en: not-configured',
    });
  });

  it('is degraded when only some sold pairs have a working engine, and names the engine of each', async () => {
    const report = await translationEngineReport(platformWith({ engineUrl: server.url, engineKey: 'k', httpSources: ['zh'] }));
    expect(report).toEqual({ state: 'degraded', capabilities: ['zh-en'], detail: 'es-en: not-installed; pt-en: not-installed; zh-en: libretranslate' });
  });

  it('is available when Apertium (installed by the test command) has Spanish and Portuguese and the HTTP engine Chinese', async () => {
    const installed = loadConfig().translation;
    const report = await translationEngineReport(
      platformWith({ apertiumCommand: installed.apertiumCommand, apertiumModesDir: installed.apertiumModesDir, engineUrl: server.url, engineKey: 'k', httpSources: ['zh'] }),
    );
    expect(report.state).toBe('available');
    expect(report.capabilities).toEqual(['es-en', 'pt-en', 'zh-en']);
  });
});

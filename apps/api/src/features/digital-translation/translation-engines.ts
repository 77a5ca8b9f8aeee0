import { DIGITAL_TRANSLATION_LANGUAGES, SOURCE_LANGUAGE_OF } from '@marginalia/contracts/digital/digital-translation.contract';
import type { EngineReport } from '../../platform/engines/engine-status';
import { createTranslationEngines, type TranslationEngines } from '../../platform/translation/engines';
import type { Platform } from '../../platform/platform';

/** The name under which translation is reported on the System page and timed in /metrics. */
export const TRANSLATION_ENGINE = 'translation';

const built = new WeakMap<Platform, TranslationEngines>();

/** The process's translation engines, built once from the configuration (platform/translation/README.md). */
export function enginesOf(platform: Platform): TranslationEngines {
  let engines = built.get(platform);
  if (!engines) {
    engines = createTranslationEngines(platform.config.translation);
    built.set(platform, engines);
  }
  return engines;
}

/**
 * What translation can do now, for the System page and /readyz: each sold pair that has a working engine
 * (`es-en`, `pt-en`, `zh-en`); degraded when some pairs cannot be translated, unavailable when none can.
 */
export async function translationEngineReport(platform: Platform): Promise<EngineReport> {
  const engines = enginesOf(platform);
  const sources = DIGITAL_TRANSLATION_LANGUAGES.map((language) => SOURCE_LANGUAGE_OF[language]);
  const checked = await Promise.all(
    sources.map(async (source) => {
      const pair = { source, target: 'en' } as const;
      return { pair: `${source}-en`, engine: engines.engineFor(pair)?.name ?? null, availability: await engines.availability(pair) };
    }),
  );
  const capabilities = checked.filter((entry) => entry.availability.available).map((entry) => entry.pair);
  const notes = checked.map((entry) =>
    entry.availability.available ? `${entry.pair}: ${entry.engine}` : `${entry.pair}: ${entry.availability.reason}`,
  );
  const state = capabilities.length === checked.length ? 'available' : capabilities.length > 0 ? 'degraded' : 'unavailable';
  return { state, capabilities, detail: notes.join('; ') };
}

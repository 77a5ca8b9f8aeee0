import { createTranslationEngines, type TranslationEngines } from '../../platform/translation/engines';
import type { Platform } from '../../platform/platform';

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

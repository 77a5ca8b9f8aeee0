import { ApertiumEngine } from './apertium-engine';
import { CompiledGlossary } from './glossary/glossary';
import { PORTUGUESE_GLOSSARY } from './glossary/portuguese-terms';
import { SPANISH_GLOSSARY } from './glossary/spanish-terms';
import { HttpTranslationEngine } from './http-engine';
import type { LanguagePair, PairAvailability, SourceLanguage, TranslationEngine } from './translation-engine';

/**
 * Which engine translates which pair (README.md): the HTTP engine when TRANSLATION_ENGINE_URL is set and
 * it is configured for the pair (TRANSLATION_ENGINE_PAIRS, default: Chinese only when Apertium is there for
 * Spanish and Portuguese), else Apertium for Spanish and Portuguese. Chinese has no engine without the URL.
 */
export interface TranslationConfig {
  engineUrl: string | null;
  engineKey: string | null;
  /** Source languages sent to the HTTP engine; null = every language Apertium does not translate. */
  httpSources: readonly SourceLanguage[] | null;
  apertiumCommand: string;
  apertiumModesDir: string;
  timeoutMs: number;
}

export interface TranslationEngines {
  engineFor(pair: LanguagePair): TranslationEngine | null;
  availability(pair: LanguagePair): Promise<PairAvailability>;
  glossaryFor(source: SourceLanguage): CompiledGlossary | null;
}

let glossaries: Map<SourceLanguage, CompiledGlossary> | null = null;

/** The compiled glossaries, built once per process (a few milliseconds). */
export function glossaryFor(source: SourceLanguage): CompiledGlossary | null {
  glossaries ??= new Map([
    ['es', new CompiledGlossary(SPANISH_GLOSSARY)],
    ['pt', new CompiledGlossary(PORTUGUESE_GLOSSARY)],
  ]);
  return glossaries.get(source) ?? null;
}

export function createTranslationEngines(config: TranslationConfig): TranslationEngines {
  const apertium = new ApertiumEngine({ command: config.apertiumCommand, modesDir: config.apertiumModesDir, timeoutMs: config.timeoutMs });
  const http = config.engineUrl
    ? new HttpTranslationEngine({ url: config.engineUrl, apiKey: config.engineKey, sources: config.httpSources ?? ['zh'], requestTimeoutMs: Math.min(config.timeoutMs, 30_000) })
    : null;
  const engineFor = (pair: LanguagePair): TranslationEngine | null => {
    if (http?.handles(pair)) return http;
    if (apertium.handles(pair)) return apertium;
    return null;
  };
  return {
    engineFor,
    async availability(pair) {
      const engine = engineFor(pair);
      if (!engine) return { available: false, reason: 'not-configured' };
      return engine.availability(pair);
    },
    glossaryFor,
  };
}

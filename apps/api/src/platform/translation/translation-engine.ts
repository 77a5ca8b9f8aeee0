/**
 * A machine-translation engine (README.md, ADR 0022). Engines translate plain segments; everything that
 * makes scientific text safe to translate (masking numbers, units, genes, citations; the glossary; English
 * number formats) happens around them in segment-translator.ts, the same for every engine.
 */

/** ISO 639-1 codes of the source languages we translate into English. */
export type SourceLanguage = 'es' | 'pt' | 'zh';

export interface LanguagePair {
  source: SourceLanguage;
  target: 'en';
}

export interface TranslateOptions {
  /** Aborted when the caller gives up (the job's own time limit). */
  signal?: AbortSignal;
}

/** Whether an engine can translate a pair on this machine now, and why not. */
export type PairAvailability = { available: true } | { available: false; reason: 'not-installed' | 'not-configured' | 'unreachable' };

export interface TranslationEngine {
  /** Shown to staff and in logs: 'apertium', 'libretranslate'. */
  readonly name: string;
  /** Whether this engine is meant to translate the pair at all (configuration), before asking if it can now. */
  handles(pair: LanguagePair): boolean;
  availability(pair: LanguagePair): Promise<PairAvailability>;
  /**
   * Translates segments, one answer per segment, in order. A segment may hold inline markup the engine must
   * keep in place: `<gN>…</gN>` around formatted text and `ZZnZZ` placeholders (words it must not change).
   */
  translate(segments: readonly string[], pair: LanguagePair, options?: TranslateOptions): Promise<string[]>;
}

/**
 * The engine could not translate (not installed, down, timed out, answered nonsense). The document's use is
 * given back and the translation is marked failed; the researcher may retry.
 */
export class TranslationEngineError extends Error {
  constructor(
    message: string,
    readonly reason: 'unavailable' | 'timeout' | 'failed',
  ) {
    super(message);
    this.name = 'TranslationEngineError';
  }
}

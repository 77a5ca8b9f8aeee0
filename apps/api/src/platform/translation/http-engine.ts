import { TranslationEngineError, type LanguagePair, type PairAvailability, type TranslateOptions, type TranslationEngine } from './translation-engine';

/**
 * An engine behind HTTP that speaks LibreTranslate's API (`POST /translate` with `q` as an array,
 * `source`, `target`, `format: 'html'`, `api_key`; `GET /languages`). LibreTranslate itself, or any
 * service with the same API, configured by TRANSLATION_ENGINE_URL (and TRANSLATION_ENGINE_KEY). It may
 * serve any pair; it is the way to Chinese → English, which Debian's Apertium does not have.
 */
export interface HttpEngineOptions {
  url: string;
  apiKey?: string | null;
  /** Which source languages go to this engine (TRANSLATION_ENGINE_PAIRS; default: every one it lists). */
  sources?: readonly string[] | null;
  /** Each request is abandoned past this. */
  requestTimeoutMs?: number;
  /** Segments and characters per request (LibreTranslate limits a request's characters). */
  maxSegmentsPerRequest?: number;
  maxCharactersPerRequest?: number;
  fetch?: typeof fetch;
}

interface LanguageEntry {
  code: string;
  targets?: string[];
}

const LANGUAGES_TTL_MS = 60_000;

export class HttpTranslationEngine implements TranslationEngine {
  readonly name = 'libretranslate';
  readonly #options: Required<Omit<HttpEngineOptions, 'apiKey' | 'sources'>> & Pick<HttpEngineOptions, 'apiKey' | 'sources'>;
  #languages: { at: number; list: LanguageEntry[] } | null = null;

  constructor(options: HttpEngineOptions) {
    this.#options = {
      requestTimeoutMs: 30_000,
      maxSegmentsPerRequest: 50,
      maxCharactersPerRequest: 20_000,
      fetch: globalThis.fetch.bind(globalThis),
      ...options,
      url: options.url.replace(/\/+$/, ''),
    };
  }

  handles(pair: LanguagePair): boolean {
    return !this.#options.sources || this.#options.sources.includes(pair.source);
  }

  async availability(pair: LanguagePair): Promise<PairAvailability> {
    if (!this.handles(pair)) return { available: false, reason: 'not-configured' };
    try {
      const list = await this.#languageList();
      const source = list.find((entry) => entry.code === pair.source || entry.code.split('-')[0] === pair.source);
      if (!source) return { available: false, reason: 'not-installed' };
      if (source.targets && !source.targets.some((code) => code === pair.target || code.split('-')[0] === pair.target)) return { available: false, reason: 'not-installed' };
      return { available: true };
    } catch {
      return { available: false, reason: 'unreachable' };
    }
  }

  async #languageList(): Promise<LanguageEntry[]> {
    if (this.#languages && Date.now() - this.#languages.at < LANGUAGES_TTL_MS) return this.#languages.list;
    const response = await this.#request('/languages', { method: 'GET' });
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new TranslationEngineError('languages: not a list', 'failed');
    const list = body.filter((entry): entry is LanguageEntry => typeof entry === 'object' && entry !== null && typeof (entry as LanguageEntry).code === 'string');
    this.#languages = { at: Date.now(), list };
    return list;
  }

  async #request(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(this.#options.requestTimeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.#options.fetch(`${this.#options.url}${path}`, { ...init, signal: combined });
    } catch (error) {
      const timedOut = timeout.aborted || signal?.aborted;
      throw new TranslationEngineError(`${path}: ${error instanceof Error ? error.message : String(error)}`, timedOut ? 'timeout' : 'unavailable');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new TranslationEngineError(`${path} answered ${response.status}`, response.status >= 500 || response.status === 429 ? 'unavailable' : 'failed');
    }
    return response;
  }

  /** Batches of segments within the request limits, in order. */
  #batches(segments: readonly string[]): string[][] {
    const batches: string[][] = [];
    let current: string[] = [];
    let characters = 0;
    for (const segment of segments) {
      if (current.length > 0 && (current.length >= this.#options.maxSegmentsPerRequest || characters + segment.length > this.#options.maxCharactersPerRequest)) {
        batches.push(current);
        current = [];
        characters = 0;
      }
      current.push(segment);
      characters += segment.length;
    }
    if (current.length > 0) batches.push(current);
    return batches;
  }

  async translate(segments: readonly string[], pair: LanguagePair, options: TranslateOptions = {}): Promise<string[]> {
    const translated: string[] = [];
    for (const batch of this.#batches(segments)) {
      const response = await this.#request(
        '/translate',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q: batch, source: pair.source, target: pair.target, format: 'html', ...(this.#options.apiKey ? { api_key: this.#options.apiKey } : {}) }),
        },
        options.signal,
      );
      const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
      const text = body?.translatedText;
      const list = Array.isArray(text) ? text : typeof text === 'string' && batch.length === 1 ? [text] : null;
      if (!list || list.length !== batch.length || !list.every((item): item is string => typeof item === 'string')) {
        throw new TranslationEngineError('translate: the answer does not hold one text per segment', 'failed');
      }
      translated.push(...list);
    }
    return translated;
  }
}

import { AppError } from '../errors/app-error';
import type { CheckRequest, CheckResult } from './engine-types';
import { LanguageCheckError, LanguagePool } from './language-pool';
import type { EngineReport } from '../engines/engine-status';

export type { CheckRequest, CheckResult, EnglishStyle, Finding, FindingCategory } from './engine-types';
export { FINDING_CATEGORIES } from './engine-types';

/**
 * The language engine's public entry: scientific English checked offline, in worker threads.
 * README.md in this folder says what it does and how it is measured.
 */
export interface CheckOptions {
  signal?: AbortSignal;
  /** Past this the worker is terminated and the check fails (default 60 s; the wait for a free worker counts). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** A manuscript is far below this; a bigger text is refused before it reaches a worker. */
export const MAX_CHECK_CHARACTERS = 3_000_000;

/** One worker by default: warm, it adds about 550 MB (Harper's WebAssembly and the dictionaries), and checks queue for it. */
const pool = new LanguagePool({ size: 1, maxUses: 500, maxHeapMb: 512 });

function failed(reason: string): AppError {
  const error = new AppError(422, 'language-check-failed');
  error.cause = reason;
  return error;
}

/**
 * Findings of a document's paragraphs. Rejects with AppError(422, 'language-check-failed') on a
 * timeout, a worker crash, an abort or a text past MAX_CHECK_CHARACTERS (`cause` says which).
 */
export async function checkText(request: CheckRequest, options: CheckOptions = {}): Promise<CheckResult> {
  const characters = request.paragraphs.reduce((sum, p) => sum + p.length, 0);
  if (characters > MAX_CHECK_CHARACTERS) throw failed(`text of ${characters} characters`);
  try {
    return await pool.check(request, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  } catch (error) {
    if (error instanceof LanguageCheckError) throw failed(error.message);
    throw error;
  }
}

/** Boots the engine's worker ahead of the first check (where the job handlers are registered). */
export function prewarmLanguageEngine(): void {
  pool.prewarm();
}

/** Workers, busy ones, checks waiting and how the checks so far went. */
export function languageEngineState(): LanguagePool['state'] {
  return pool.state;
}

/** The engine's name in the platform's engine registry and metrics. */
export const LANGUAGE_ENGINE = 'grammar';

/**
 * The engine's line on the System page and /readyz: available while its checks succeed (a worker
 * starts on the first check if none is warm), degraded when the last check failed.
 */
export function languageEngineReport(): EngineReport {
  const state = pool.state;
  const lastFailed = state.lastFailure !== null && state.failed > 0 && state.done === 0;
  return {
    state: lastFailed ? 'degraded' : 'available',
    capabilities: ['en', 'american', 'british'],
    detail: `harper.js and our rules in ${state.workers} warm worker thread(s) of at most 1; ${state.busy} busy, ${state.waiting} waiting; ${state.done} checks done, ${state.failed} failed${state.lastFailure ? ` (last at ${state.lastFailure})` : ''}`,
  };
}

/** Terminates the engine's workers (an orderly shutdown, the end of a test or a command). */
export function closeLanguageEngine(): Promise<void> {
  return pool.close();
}

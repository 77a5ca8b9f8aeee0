import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { detectLanguage } from './language-detection';
import { extractText, type AnalysableKind } from './text-extraction';
import { countWords } from './word-count';

/**
 * The analysis worker: documents are read here, one at a time, never on the server's thread. A file
 * that exhausts the worker's time or memory costs only the worker (document-analysis.ts terminates it);
 * otherwise the worker stays for the next document, its code already loaded and optimised
 * (analysis-workers.ts).
 */
export interface AnalysisRequest {
  filePath: string;
  kind: AnalysableKind;
  /** Also answer the text, by paragraphs, unless it has more than `maxWords` words (then `paragraphs` is null). */
  paragraphs?: { maxWords: number };
}

export interface AnalysisDetails {
  wordCount: number;
  languageIsoCode: string | null;
  /** The text's paragraphs in reading order (body, table cells, notes), when asked for and within the limit. */
  paragraphs?: string[] | null;
}

export type AnalysisReply = { ok: true; details: AnalysisDetails | null } | { ok: false; statusCode: number; key: string; reason: string };

/** Lines of the extracted text, trimmed, without the empty ones. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

async function analyse(request: AnalysisRequest): Promise<AnalysisReply> {
  try {
    const text = await extractText(request.filePath, request.kind, { cellsAsParagraphs: request.paragraphs !== undefined });
    const wordCount = countWords(text);
    // No words (an empty or image-only document): nothing to price on, so the manual form opens.
    if (wordCount === 0) return { ok: true, details: null };
    const details: AnalysisDetails = { wordCount, languageIsoCode: detectLanguage(text) };
    if (request.paragraphs) details.paragraphs = wordCount <= request.paragraphs.maxWords ? paragraphsOf(text) : null;
    return { ok: true, details };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, statusCode: err.statusCode, key: err.key, reason: err.key };
    // Whatever a library throws on a corrupt file, the user hears "unreadable"; the reason is logged.
    return { ok: false, statusCode: 422, key: 'document-unreadable', reason: err instanceof Error ? err.message : String(err) };
  }
}

const port = parentPort;
port?.on('message', (request: AnalysisRequest) => {
  void analyse(request).then((reply) => port.postMessage(reply));
});

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
}

export type AnalysisReply =
  | { ok: true; details: { wordCount: number; languageIsoCode: string | null } | null }
  | { ok: false; statusCode: number; key: string; reason: string };

async function analyse(request: AnalysisRequest): Promise<AnalysisReply> {
  try {
    const text = await extractText(request.filePath, request.kind);
    const wordCount = countWords(text);
    // No words (an empty or image-only document): nothing to price on, so the manual form opens.
    return { ok: true, details: wordCount > 0 ? { wordCount, languageIsoCode: detectLanguage(text) } : null };
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

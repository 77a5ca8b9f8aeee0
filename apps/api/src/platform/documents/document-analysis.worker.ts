import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { detectLanguage } from './language-detection';
import { extractText, type AnalysableKind } from './text-extraction';
import { countWords } from './word-count';

/**
 * The analysis worker: one document per worker, so a hostile file that exhausts memory or time costs
 * only its worker (document-analysis.ts terminates it), never the server's thread. It boots (imports
 * mammoth and the rest) before it is given its document, so a spare can wait ready (analysis-workers.ts).
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
port?.once('message', (request: AnalysisRequest) => {
  void analyse(request).then((reply) => {
    port.postMessage(reply);
    port.close();
  });
});

import { parentPort } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';

// Harper's WebAssembly (16 MB) is compiled function by function as the checks first call them, not all at
// once: the functions a check never calls take no memory (about 50 MB less resident) and the start is quicker.
setFlagsFromString('--wasm-lazy-compilation');
import type { CheckRequest, CheckResult } from '../engine-types';
import { createChecker, type Checker } from '../checker';
import { createHarperChecker, type HarperChecker } from '../harper/harper-checker';
import { WARM_UP_TEXT } from './warm-up';
import { enabledHarperRules } from '../policy/rule-policy';

/**
 * The language engine's thread: Harper's WebAssembly linter, the tagger, the dictionaries and our rules
 * are loaded here once and kept warm; documents are checked one at a time, never on the server's thread.
 */
export type LanguageWorkerMessage = { kind: 'check'; request: CheckRequest } | { kind: 'warm-up' };
export type LanguageWorkerRequest = LanguageWorkerMessage & { id: number };
export type LanguageWorkerReply = { id: number; ok: true; result: CheckResult | null } | { id: number; ok: false; reason: string };

let engine: Promise<{ checker: Checker; harper: HarperChecker }> | null = null;

function load() {
  engine ??= (async () => {
    const [checker, harper] = [createChecker(), await createHarperChecker({ rules: enabledHarperRules() })];
    // The first documents run on cold code (the WebAssembly and the rules are compiled as they run);
    // one pass over a sample makes the first real document as fast as the rest.
    await checker.check({ paragraphs: WARM_UP_TEXT }, (paragraph) => harper.check(paragraph));
    return { checker, harper };
  })();
  return engine;
}

async function handle(message: LanguageWorkerRequest): Promise<LanguageWorkerReply> {
  try {
    const { checker, harper } = await load();
    if (message.kind === 'warm-up') return { id: message.id, ok: true, result: null };
    const result = await checker.check(message.request, (paragraph) => harper.check(paragraph));
    return { id: message.id, ok: true, result };
  } catch (error) {
    // A panic inside Harper's WebAssembly leaves it unusable: this thread ends after answering, and the
    // pool starts a fresh one for the next document.
    setImmediate(() => process.exit(1));
    return { id: message.id, ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
port?.on('message', (message: LanguageWorkerRequest) => {
  void handle(message).then((reply) => port.postMessage(reply));
});

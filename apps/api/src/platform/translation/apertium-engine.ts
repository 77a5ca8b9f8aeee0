import { spawn } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { TranslationEngineError, type LanguagePair, type PairAvailability, type TranslateOptions, type TranslationEngine } from './translation-engine';

/**
 * Apertium from Debian (`apertium`, `apertium-eng-spa`, `apertium-es-pt`), run as child processes with a
 * time limit — never on the server's thread. Spanish goes to English directly (mode `spa-eng_US`, American
 * spelling); Portuguese pivots through Spanish (`pt-es`, then the same). Segments are sent one per line in
 * Apertium's HTML format, so the `<gN>` run markers travel with their words (Apertium 3.8's word-bound
 * blanks) and a document of 10,000 words is one pipeline run, not thousands.
 */
export interface ApertiumOptions {
  /** The `apertium` executable (default: found on PATH). */
  command?: string;
  /** Where the installed modes are (default /usr/share/apertium/modes). */
  modesDir?: string;
  /** A whole document's pipeline is killed past this. */
  timeoutMs?: number;
}

const PIPELINES: Record<'es' | 'pt', string[]> = {
  es: ['spa-eng_US'],
  pt: ['pt-es', 'spa-eng_US'],
};

async function onPath(command: string): Promise<boolean> {
  if (command.includes('/')) return access(command).then(() => true, () => false);
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && (await access(join(dir, command)).then(() => true, () => false))) return true;
  }
  return false;
}

/**
 * Runs one Apertium mode over the file `input`, killed after `deadline` (ms since epoch) or when `signal`
 * aborts. The input is a file, not standard input: Apertium 3.8 sniffs its input's format by reading it
 * ahead, which a Node pipe (a socket pair) does not allow ("Could not detect input stream format").
 */
function runMode(command: string, mode: string, input: string, deadline: number, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-u', '-f', 'html', mode, input], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let finished = false;
    const finish = (outcome: () => void) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const kill = (error: TranslationEngineError) => finish(() => {
      child.kill('SIGKILL');
      reject(error);
    });
    const onAbort = () => kill(new TranslationEngineError(`apertium ${mode} aborted`, 'timeout'));
    const timer = setTimeout(() => kill(new TranslationEngineError(`apertium ${mode} timed out`, 'timeout')), Math.max(1, deadline - Date.now()));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => finish(() => reject(new TranslationEngineError(`apertium could not start: ${error.message}`, 'unavailable'))));
    child.on('close', (code) =>
      finish(() => {
        if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
        else reject(new TranslationEngineError(`apertium ${mode} exited with ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 500)}`, 'failed'));
      }),
    );
  });
}

export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  readonly #command: string;
  readonly #modesDir: string;
  readonly #timeoutMs: number;

  constructor(options: ApertiumOptions = {}) {
    this.#command = options.command ?? 'apertium';
    this.#modesDir = options.modesDir ?? '/usr/share/apertium/modes';
    this.#timeoutMs = options.timeoutMs ?? 60_000;
  }

  handles(pair: LanguagePair): boolean {
    return pair.source === 'es' || pair.source === 'pt';
  }

  async availability(pair: LanguagePair): Promise<PairAvailability> {
    if (pair.source === 'zh') return { available: false, reason: 'not-installed' };
    if (!(await onPath(this.#command))) return { available: false, reason: 'not-installed' };
    for (const mode of PIPELINES[pair.source]) {
      const installed = await access(join(this.#modesDir, `${mode}.mode`)).then(() => true, () => false);
      if (!installed) return { available: false, reason: 'not-installed' };
    }
    return { available: true };
  }

  async translate(segments: readonly string[], pair: LanguagePair, options: TranslateOptions = {}): Promise<string[]> {
    if (pair.source === 'zh') throw new TranslationEngineError('apertium has no Chinese pair', 'unavailable');
    if (segments.length === 0) return [];
    const deadline = Date.now() + this.#timeoutMs;
    // One segment per line; a line never holds a line break of its own (the caller flattens them).
    let text = segments.map((segment) => segment.replace(/[\r\n]+/g, ' ')).join('\n') + '\n';
    const dir = await mkdtemp(join(tmpdir(), 'mg-apertium-'));
    try {
      for (const [step, mode] of PIPELINES[pair.source].entries()) {
        const input = join(dir, `step-${step}.html`);
        await writeFile(input, text);
        text = await runMode(this.#command, mode, input, deadline, options.signal);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const lines = text.replace(/\n$/, '').split('\n');
    if (lines.length !== segments.length) {
      throw new TranslationEngineError(`apertium answered ${lines.length} lines for ${segments.length} segments`, 'failed');
    }
    return lines;
  }
}

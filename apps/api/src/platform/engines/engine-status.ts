/**
 * The engines this installation can run — document analysis, the grammar check, translation pairs — as the
 * staff System page and /readyz report them. Each feature registers a named check where its handlers are
 * registered (createPlatform, feature-handlers.ts); nothing here knows any engine.
 */
export type EngineKind = 'documents' | 'grammar' | 'translation';

export type EngineState = 'available' | 'degraded' | 'unavailable';

/** What a check answers about its engine. */
export interface EngineReport {
  state: EngineState;
  /**
   * What it handles, in short fixed words: formats for documents (`docx`), languages for grammar (`en`),
   * pairs for translation (`es-en`).
   */
  capabilities: string[];
  /** A line for the operator (where it runs, why it is unavailable); never a secret. */
  detail?: string | null;
}

/** A registered engine's report, as the System page lists it. */
export interface EngineStatus extends EngineReport {
  name: string;
  kind: EngineKind;
  detail: string | null;
}

export type EngineCheck = () => Promise<EngineReport> | EngineReport;

/** How long a check may take before its engine is reported unavailable. */
const CHECK_TIMEOUT_MS = 3000;

export class EngineRegistry {
  private readonly checks = new Map<string, { kind: EngineKind; check: EngineCheck }>();

  /** Registers `name` (unique: `document-analysis`, `grammar`, `translation-apertium`, …). */
  register(name: string, kind: EngineKind, check: EngineCheck): void {
    if (this.checks.has(name)) throw new Error(`an engine named "${name}" is already registered`);
    this.checks.set(name, { kind, check });
  }

  names(): string[] {
    return [...this.checks.keys()];
  }

  /** Every engine's report, checks run side by side; a check that throws or hangs reports its engine unavailable. */
  async statuses(timeoutMs = CHECK_TIMEOUT_MS): Promise<EngineStatus[]> {
    const entries = [...this.checks.entries()].sort(([a], [b]) => a.localeCompare(b));
    return Promise.all(
      entries.map(async ([name, { kind, check }]) => {
        const report = await withTimeout(Promise.resolve().then(check), timeoutMs).catch((error: unknown): EngineReport => ({
          state: 'unavailable',
          capabilities: [],
          detail: error instanceof Error ? error.message : String(error),
        }));
        return { name, kind, state: report.state, capabilities: [...report.capabilities], detail: report.detail ?? null };
      }),
    );
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

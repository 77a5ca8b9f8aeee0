/**
 * What the mixed bench measures: every request's duration under its operation's name (method and route
 * template, e.g. `GET /api/order/search`), and every unexpected answer by operation and status.
 */
export interface OperationSummary {
  operation: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ErrorSummary {
  operation: string;
  /** The HTTP status, or `network` when no answer came. */
  status: string;
  count: number;
  /** The first answer's body (cut short), to see what went wrong. */
  example: string;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Number(sorted[index]!.toFixed(1));
}

export class Metrics {
  private readonly durations = new Map<string, number[]>();
  private readonly errors = new Map<string, ErrorSummary>();
  private finishedSessions = new Map<string, number>();
  total = 0;
  /** Requests answered before the load window closed (people then finish the step they are in). */
  inWindow = 0;
  /** When the load window closes (Date.now()); set when the load starts. */
  windowEndsAt = Number.POSITIVE_INFINITY;

  record(operation: string, ms: number): void {
    let list = this.durations.get(operation);
    if (!list) this.durations.set(operation, (list = []));
    list.push(ms);
    this.total++;
    if (Date.now() <= this.windowEndsAt) this.inWindow++;
  }

  error(operation: string, status: string, example: string): void {
    const key = `${operation} ${status}`;
    const known = this.errors.get(key);
    if (known) known.count++;
    else this.errors.set(key, { operation, status, count: 1, example: example.slice(0, 300) });
  }

  sessionDone(kind: string): void {
    this.finishedSessions.set(kind, (this.finishedSessions.get(kind) ?? 0) + 1);
  }

  operations(): OperationSummary[] {
    return [...this.durations.entries()]
      .map(([operation, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return { operation, count: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: percentile(sorted, 1) };
      })
      .sort((a, b) => b.count - a.count);
  }

  errorList(): ErrorSummary[] {
    return [...this.errors.values()].sort((a, b) => b.count - a.count);
  }

  sessions(): Record<string, number> {
    return Object.fromEntries(this.finishedSessions);
  }

  /** All requests' p50 and p99 together. */
  overall(): { p50Ms: number; p99Ms: number } {
    const all = [...this.durations.values()].flat().sort((a, b) => a - b);
    return { p50Ms: percentile(all, 0.5), p99Ms: percentile(all, 0.99) };
  }
}

import type { ErrorSummary, OperationSummary } from './mixed-metrics';
import type { MixedSettings } from './mixed-settings';

export interface MemoryReading {
  /** Seconds since the load started (negative: before). */
  atSeconds: number;
  apiMb: number | null;
  workersMb: (number | null)[];
}

export interface MixedResult {
  machine: { cores: number; cpuModel: string; totalMemoryMb: number; node: string; platform: string };
  at: string;
  settings: MixedSettings & { visitors: number; researchers: number; demoResearchers: number };
  durationSeconds: number;
  requests: number;
  /** All requests over the whole run, the steps finished after the window included. */
  requestsPerSecond: number;
  /** The requests answered within MIXED_SECONDS, per second. */
  windowRequestsPerSecond: number;
  overall: { p50Ms: number; p99Ms: number };
  sessions: Record<string, number>;
  operations: OperationSummary[];
  errors: ErrorSummary[];
  errorCount: number;
  memory: { start: MemoryReading; afterWarmup: MemoryReading | null; end: MemoryReading; samples: MemoryReading[] };
  /** CPU time the processes used during the load, and the API's per request (less sensitive to a busy machine than latencies). */
  cpu: { apiSeconds: number | null; workersSeconds: (number | null)[]; apiMsPerRequest: number | null };
  jobs: { byStatus: Record<string, number>; doneByType: Record<string, number> };
  serverLoggedErrors: { process: string; count: number; examples: string[] }[];
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const mb = (value: number | null) => (value === null ? '—' : `${value} MB`);

export function printResult(result: MixedResult): void {
  const { settings } = result;
  console.log(
    `\n${settings.users} people (${settings.visitors} visitors, ${settings.researchers} researchers of whom ${settings.demoResearchers} demo) for ${result.durationSeconds} s, think time ${settings.thinkMinMs}–${settings.thinkMaxMs} ms, ${settings.workers} worker(s)`,
  );
  console.log(`${result.requests} requests, ${result.windowRequestsPerSecond} req/s within the ${settings.seconds} s (${result.requestsPerSecond} req/s over the ${result.durationSeconds} s until the last step in flight ended); all requests p50 ${result.overall.p50Ms} ms, p99 ${result.overall.p99Ms} ms`);
  console.log(`sessions finished: ${Object.entries(result.sessions).map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none'}\n`);
  const width = Math.max(20, ...result.operations.map((o) => o.operation.length));
  console.log(`${'operation'.padEnd(width)} ${pad('count', 7)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('max ms', 8)}`);
  for (const o of result.operations) console.log(`${o.operation.padEnd(width)} ${pad(o.count, 7)} ${pad(o.p50Ms, 8)} ${pad(o.p99Ms, 8)} ${pad(o.maxMs, 8)}`);
  console.log(`\nerrors: ${result.errorCount}`);
  for (const e of result.errors) console.log(`  ${e.operation} → ${e.status} ×${e.count}: ${e.example.replace(/\s+/g, ' ').slice(0, 160)}`);
  const { start, afterWarmup, end } = result.memory;
  const workers = (reading: MemoryReading) => reading.workersMb.map(mb).join(', ');
  console.log(`\nmemory (RSS)   API: start ${mb(start.apiMb)}, after warm-up ${mb(afterWarmup?.apiMb ?? null)}, end ${mb(end.apiMb)}`);
  console.log(`               worker(s): start ${workers(start)}, after warm-up ${afterWarmup ? workers(afterWarmup) : '—'}, end ${workers(end)}`);
  const { cpu } = result;
  console.log(`CPU during the load: API ${cpu.apiSeconds ?? '—'} s (${cpu.apiMsPerRequest ?? '—'} ms per request), worker(s) ${cpu.workersSeconds.map((s) => `${s ?? '—'} s`).join(', ')}`);
  console.log(`jobs: ${Object.entries(result.jobs.byStatus).map(([status, count]) => `${status} ${count}`).join(', ')}; done by type: ${Object.entries(result.jobs.doneByType).map(([type, count]) => `${type} ${count}`).join(', ')}`);
  for (const logged of result.serverLoggedErrors) if (logged.count > 0) console.log(`${logged.process} logged ${logged.count} error(s), e.g. ${logged.examples[0]?.slice(0, 300)}`);
}

import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

export interface LogRecord {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Test support: a real pino logger whose records are kept in memory so tests can assert on them. */
export function createTestLogger(): { log: FastifyBaseLogger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void records.push(JSON.parse(line) as LogRecord) });
  return { log, records };
}

/** Test support: resolves once `check` holds, polling every few milliseconds. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

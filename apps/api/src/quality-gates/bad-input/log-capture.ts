import { Writable } from 'node:stream';

/** A pino level number: 50 is error, 60 fatal. */
export const ERROR_LEVEL = 50;

export interface CapturedLine {
  level: number;
  /** The message, the error's type and message, the route and the first frame of its stack. */
  summary: string;
}

interface LogEntry {
  level?: unknown;
  msg?: unknown;
  route?: unknown;
  error?: { type?: unknown; message?: unknown; stack?: unknown };
  err?: LogEntry['error'];
}

function summaryOf(entry: LogEntry): string {
  const error = entry.error ?? entry.err;
  const frame = typeof error?.stack === 'string' ? error.stack.split('\n').find((line) => /^\s+at /.test(line))?.trim() : undefined;
  return [String(entry.msg ?? ''), error ? `${String(error.type)}: ${String(error.message)}` : '', entry.route ? `route ${String(entry.route)}` : '', frame ?? '']
    .filter(Boolean)
    .join(' — ');
}

/** A log destination that keeps the lines at error level or above, parsed, for the gate to report. */
export function errorLogCapture(): { stream: Writable; take(): CapturedLine[] } {
  let captured: CapturedLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        let entry: LogEntry;
        try {
          entry = JSON.parse(line) as LogEntry;
        } catch {
          entry = { level: ERROR_LEVEL, msg: `a log line that is not JSON: ${line.slice(0, 200)}` };
        }
        const level = typeof entry.level === 'number' ? entry.level : ERROR_LEVEL;
        if (level >= ERROR_LEVEL) captured.push({ level, summary: summaryOf(entry) });
      }
      done();
    },
  });
  return {
    stream,
    take() {
      const lines = captured;
      captured = [];
      return lines;
    },
  };
}

/**
 * The mixed bench's settings, from the environment:
 * - MIXED_USERS (200): simulated people at once;
 * - MIXED_SECONDS (300): how long they use the portal;
 * - MIXED_VISITOR_SHARE (0.6): the share of them who are visitors; the others are researchers;
 * - MIXED_THINK_MIN_MS / MIXED_THINK_MAX_MS (500 / 2000): a person's pause between two steps;
 * - MIXED_WORKERS (1): worker processes beside the one API process;
 * - MIXED_WARMUP_SECONDS (a tenth of the run, 5 to 30 s): when the "after warm-up" memory is read.
 */
export interface MixedSettings {
  users: number;
  seconds: number;
  visitorShare: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  workers: number;
  warmupSeconds: number;
}

function number(name: string, fallback: number, { min = 0, integer = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) throw new Error(`${name}=${raw} is not a valid setting`);
  return value;
}

export function mixedSettings(): MixedSettings {
  const seconds = number('MIXED_SECONDS', 300, { min: 1 });
  const thinkMinMs = number('MIXED_THINK_MIN_MS', 500);
  const settings: MixedSettings = {
    users: number('MIXED_USERS', 200, { min: 1, integer: true }),
    seconds,
    visitorShare: number('MIXED_VISITOR_SHARE', 0.6),
    thinkMinMs,
    thinkMaxMs: number('MIXED_THINK_MAX_MS', Math.max(thinkMinMs, 2000), { min: thinkMinMs }),
    workers: number('MIXED_WORKERS', 1, { min: 1, integer: true }),
    warmupSeconds: number('MIXED_WARMUP_SECONDS', Math.min(30, Math.max(5, Math.round(seconds / 10)))),
  };
  if (settings.visitorShare > 1) throw new Error('MIXED_VISITOR_SHARE is a share between 0 and 1');
  return settings;
}

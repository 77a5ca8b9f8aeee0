/**
 * The embedded Brazilian card checkout talks to the page by postMessage: { checkoutId,
 * height, saving }. Only messages of our own origin from the frame itself count; anything else is
 * ignored. The frame is never shorter than 247 px.
 */
export const ALLPAGO_FRAME_MIN_HEIGHT = 247;

export interface AllpagoMessage {
  checkoutId?: string;
  height?: number;
  saving?: boolean;
}

export function readAllpagoMessage(
  event: { origin: string; data: unknown; source: unknown },
  expected: { origin: string; source: unknown },
): AllpagoMessage | null {
  if (event.origin !== expected.origin || event.source !== expected.source || expected.source === null) return null;
  const data = typeof event.data === 'string' ? safeParse(event.data) : event.data;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const message: AllpagoMessage = {};
  if (typeof record.checkoutId === 'string' && /^[\w.-]{1,100}$/.test(record.checkoutId)) message.checkoutId = record.checkoutId;
  if (typeof record.height === 'number' && Number.isFinite(record.height))
    message.height = Math.max(ALLPAGO_FRAME_MIN_HEIGHT, Math.min(2000, Math.round(record.height)));
  if (typeof record.saving === 'boolean') message.saving = record.saving;
  return Object.keys(message).length > 0 ? message : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's signatures (README.md "Webhooks"): webhook bodies are signed like the big providers do —
 * header `x-marginalia-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "${t}.${rawBody}">` with
 * PAYMENT_WEBHOOK_SECRET, refused when older or newer than the tolerance — and client tokens are a
 * short-lived signed statement of who may tokenize cards.
 */
export const SIGNATURE_HEADER = 'x-marginalia-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
export const CLIENT_TOKEN_TTL_SECONDS = 30 * 60;

function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

export function signatureHeader(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

/** True when one `v1` of the header signs `rawBody` and its timestamp is within the tolerance of `now`. */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, nowSeconds: number): boolean {
  if (!header || header.length > 1000) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1') signatures.push(value);
  }
  if (timestamp === null || Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = hmacHex(secret, `${timestamp}.${rawBody}`);
  return signatures.some((signature) => sameHex(signature, expected));
}

/** A separate key for client tokens, so a token can never pass as a webhook signature or the reverse. */
function clientTokenKey(secret: string): string {
  return hmacHex(secret, 'sandbox-client-token');
}

export function signClientToken(secret: string, userIdentity: string, nowSeconds: number): string {
  const payload = Buffer.from(JSON.stringify({ u: userIdentity, exp: nowSeconds + CLIENT_TOKEN_TTL_SECONDS })).toString('base64url');
  return `sandbox_${payload}.${hmacHex(clientTokenKey(secret), payload)}`;
}

/** The user identity a valid, unexpired client token was issued to, else null. */
export function verifyClientToken(secret: string, token: string, nowSeconds: number): string | null {
  const match = /^sandbox_([A-Za-z0-9_-]{1,500})\.([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  if (!sameHex(match[2], hmacHex(clientTokenKey(secret), match[1]))) return null;
  try {
    const claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { u?: unknown; exp?: unknown };
    if (typeof claims.u !== 'string' || typeof claims.exp !== 'number' || claims.exp < nowSeconds) return null;
    return claims.u;
  } catch {
    return null;
  }
}

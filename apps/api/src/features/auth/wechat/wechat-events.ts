import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The Official Account's server callbacks (plaintext mode): every request carries `signature`,
 * `timestamp` and `nonce`, where signature = sha1 of the sorted [token, timestamp, nonce] joined.
 */
export interface CallbackSignature {
  signature?: string;
  timestamp?: string;
  nonce?: string;
}

export function callbackSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

export function verifyCallbackSignature(token: string, query: CallbackSignature): boolean {
  const { signature, timestamp, nonce } = query;
  if (!signature || !timestamp || !nonce || timestamp.length > 32 || nonce.length > 64) return false;
  const expected = Buffer.from(callbackSignature(token, timestamp, nonce));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The largest event body we read; WeChat's are a few hundred bytes. */
export const MAX_EVENT_XML_BYTES = 16 * 1024;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Reads one top-level field of WeChat's flat XML (`<Name><![CDATA[value]]></Name>` or `<Name>value</Name>`).
 * Deliberately not a general XML parser: no DTDs, no entities beyond the five predefined ones, no nesting.
 */
export function xmlField(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  if (!match) return null;
  if (match[1] !== undefined) return match[1];
  return (match[2] ?? '').replace(/&(lt|gt|amp|quot|apos);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}

/** A scan of one of our login QR codes: who scanned (openid) which login (the QR's scene string). */
export interface WechatScan {
  openid: string;
  loginCode: string;
  ticket: string | null;
}

/**
 * The scan in an event body, or null for anything else (messages, other events, malformed XML).
 * `SCAN` comes from followers (EventKey = scene string); `subscribe` from a scan that also follows the
 * account (EventKey = `qrscene_` + scene string).
 */
export function parseScanEvent(xml: string): WechatScan | null {
  if (xml.length > MAX_EVENT_XML_BYTES || /<!(DOCTYPE|ENTITY)/i.test(xml)) return null;
  if (xmlField(xml, 'MsgType') !== 'event') return null;
  const event = xmlField(xml, 'Event');
  const openid = xmlField(xml, 'FromUserName');
  const eventKey = xmlField(xml, 'EventKey');
  if (!openid || !eventKey) return null;
  let loginCode: string | null = null;
  if (event === 'SCAN') loginCode = eventKey;
  else if (event === 'subscribe' && eventKey.startsWith('qrscene_')) loginCode = eventKey.slice('qrscene_'.length);
  if (!loginCode || loginCode.length > 64 || openid.length > 128) return null;
  return { openid, loginCode, ticket: xmlField(xml, 'Ticket') };
}

import { describe, expect, it } from 'vitest';
import { CLIENT_TOKEN_TTL_SECONDS, signatureHeader, signClientToken, verifyClientToken, verifySignature, WEBHOOK_TOLERANCE_SECONDS } from './sandbox-signing';

const secret = 'test-webhook-secret-0123456789';
const body = JSON.stringify({ id: 'evt_1', type: 'sale.succeeded', data: { transactionId: 'txn_1', reference: 'P1' } });
const t = 1_800_000_000;

describe('webhook signatures', () => {
  it('verifies a signature made with the secret over t.body', () => {
    expect(verifySignature(secret, signatureHeader(secret, body, t), body, t + 10)).toBe(true);
  });

  it('refuses a tampered body, another secret, a malformed header', () => {
    const header = signatureHeader(secret, body, t);
    expect(verifySignature(secret, header, body.replace('succeeded', 'failed'), t)).toBe(false);
    expect(verifySignature('another-secret-0123456789', header, body, t)).toBe(false);
    expect(verifySignature(secret, undefined, body, t)).toBe(false);
    expect(verifySignature(secret, 'v1=abc', body, t)).toBe(false);
    expect(verifySignature(secret, `t=${t},v1=zz`, body, t)).toBe(false);
    // The timestamp is signed too: moving it breaks the signature.
    expect(verifySignature(secret, header.replace(`t=${t}`, `t=${t + 1}`), body, t)).toBe(false);
  });

  it('refuses a timestamp outside the 5-minute tolerance, old or future', () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    const header = signatureHeader(secret, body, t);
    expect(verifySignature(secret, header, body, t + 300)).toBe(true);
    expect(verifySignature(secret, header, body, t + 301)).toBe(false);
    expect(verifySignature(secret, header, body, t - 301)).toBe(false);
  });

  it('accepts any one matching v1 (secret rotation)', () => {
    const header = `${signatureHeader(secret, body, t)},v1=${'0'.repeat(64)}`;
    expect(verifySignature(secret, header, body, t)).toBe(true);
  });
});

describe('client tokens', () => {
  it('names the user until they expire', () => {
    const token = signClientToken(secret, 'u_abc', t);
    expect(verifyClientToken(secret, token, t + 60)).toBe('u_abc');
    expect(verifyClientToken(secret, token, t + CLIENT_TOKEN_TTL_SECONDS + 1)).toBeNull();
  });

  it('refuses a token signed with another key or altered', () => {
    const token = signClientToken(secret, 'u_abc', t);
    expect(verifyClientToken('another-secret-0123456789', token, t)).toBeNull();
    const [payload = '', mac = ''] = token.slice('sandbox_'.length).split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'u_other', exp: t + 999 })).toString('base64url');
    expect(verifyClientToken(secret, `sandbox_${forged}.${mac}`, t)).toBeNull();
    expect(verifyClientToken(secret, `sandbox_${payload}.${'a'.repeat(64)}`, t)).toBeNull();
    expect(verifyClientToken(secret, 'garbage', t)).toBeNull();
  });
});

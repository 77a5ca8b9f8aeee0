import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { groupHex, matchCertifiedFile, normaliseHex, toHex } from './file-fingerprint';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('toHex', () => {
  it('writes a digest as lower-case hex with leading zeros kept', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
    expect(toHex(new Uint8Array([]))).toBe('');
  });

  it('gives the same text as Node for a SHA-256 digest, from an ArrayBuffer too', () => {
    const digest = createHash('sha256').update('edited manuscript').digest();
    const buffer = digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
    expect(toHex(buffer)).toBe(sha('edited manuscript'));
    expect(toHex(buffer)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('groupHex and normaliseHex', () => {
  it('groups digits by four for reading, and reads them back', () => {
    expect(groupHex('00010F10ABFF')).toBe('0001 0f10 abff');
    expect(groupHex('abcdef', 4)).toBe('abcd ef');
    expect(normaliseHex(' 0001 0F10:ab-ff ')).toBe('00010f10abff');
  });
});

describe('matchCertifiedFile', () => {
  const files = [
    { kind: 'tracked' as const, size: 10, sha256: sha('tracked') },
    { kind: 'clean' as const, size: 12, sha256: sha('clean') },
  ];

  it('finds the certified file with the same fingerprint, whatever its case or grouping', () => {
    expect(matchCertifiedFile(sha('clean'), files)?.kind).toBe('clean');
    expect(matchCertifiedFile(groupHex(sha('tracked')).toUpperCase(), files)?.kind).toBe('tracked');
  });

  it('finds nothing for another file, a partial fingerprint or none at all', () => {
    expect(matchCertifiedFile(sha('another file'), files)).toBeUndefined();
    expect(matchCertifiedFile(sha('clean').slice(0, 63), files)).toBeUndefined();
    expect(matchCertifiedFile('', files)).toBeUndefined();
    expect(matchCertifiedFile(sha('clean'), [])).toBeUndefined();
  });
});

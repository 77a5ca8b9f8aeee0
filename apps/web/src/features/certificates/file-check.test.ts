import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canFingerprint, fileSha256, formatFileSize } from './file-check';

describe('fileSha256', () => {
  it('hashes a file with Web Crypto into the 64 hex digits the certificate shows', async () => {
    expect(canFingerprint()).toBe(true);
    const body = 'edited manuscript';
    expect(await fileSha256(new Blob([body]))).toBe(createHash('sha256').update(body).digest('hex'));
    expect(await fileSha256(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('formatFileSize', () => {
  it('writes sizes in the largest whole unit, in the locale', () => {
    expect(formatFileSize(17, 'en-US')).toBe('17 byte');
    expect(formatFileSize(25_088, 'en-US')).toBe('24.5 kB');
    expect(formatFileSize(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
    expect(formatFileSize(-5, 'en-US')).toBe('0 byte');
    expect(formatFileSize(25_088, 'pt-BR')).toBe('24,5 kB');
  });
});

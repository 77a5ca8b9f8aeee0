import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows kilobytes at least by default, in the locale', () => {
    expect(formatFileSize(512, 'en-US')).toBe('0.5 kB');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(200 * 1024 * 1024, 'en-US')).toBe('200 MB');
    expect(formatFileSize(1536, 'pt-BR')).toBe('1,5 kB');
  });

  it('shows bytes when asked to', () => {
    expect(formatFileSize(17, 'en-US', { smallest: 'byte' })).toBe('17 byte');
    expect(formatFileSize(25_088, 'en-US', { smallest: 'byte' })).toBe('24.5 kB');
  });
});

import { describe, expect, it } from 'vitest';
import { downloadAvailable } from './download-rules';

describe('downloadAvailable', () => {
  it('opens the files of a completed, paid order', () => {
    expect(downloadAvailable({ status: 'completed', paid: true, overrideDownloadAvailable: false })).toBe(true);
  });

  it('keeps the files of a completed, unpaid order closed unless staff override the downloads', () => {
    expect(downloadAvailable({ status: 'completed', paid: false, overrideDownloadAvailable: false })).toBe(false);
    expect(downloadAvailable({ status: 'completed', paid: false, overrideDownloadAvailable: true })).toBe(true);
  });

  it('never opens the files before completion or after a cancellation, even paid and overridden', () => {
    for (const status of ['received', 'in_progress', 'quality_check', 'cancelled']) {
      expect(downloadAvailable({ status, paid: true, overrideDownloadAvailable: true })).toBe(false);
    }
  });
});

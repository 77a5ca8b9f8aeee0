import { describe, expect, it } from 'vitest';
import { archivePaths, completedFilesState, deliverablesRefusal, downloadPercentage } from './completed-files';
import { downloadAvailable } from './download-rules';

describe('the completed-files message', () => {
  it('is not ready until the order is completed, whatever the payment', () => {
    for (const status of ['received', 'in_progress', 'quality_check', 'cancelled']) {
      const available = downloadAvailable({ status, paid: true, overrideDownloadAvailable: true });
      expect(completedFilesState({ status, downloadAvailable: available })).toBe('not-ready');
      expect(deliverablesRefusal({ status, downloadAvailable: available })).toBe('order-files-not-ready');
    }
  });

  it('awaits payment for a completed unpaid order, unless staff override the downloads', () => {
    const unpaid = downloadAvailable({ status: 'completed', paid: false, overrideDownloadAvailable: false });
    expect(completedFilesState({ status: 'completed', downloadAvailable: unpaid })).toBe('awaiting-payment');
    expect(deliverablesRefusal({ status: 'completed', downloadAvailable: unpaid })).toBe('order-files-awaiting-payment');
    const overridden = downloadAvailable({ status: 'completed', paid: false, overrideDownloadAvailable: true });
    expect(completedFilesState({ status: 'completed', downloadAvailable: overridden })).toBe('ready');
  });

  it('is ready for a completed paid order', () => {
    const paid = downloadAvailable({ status: 'completed', paid: true, overrideDownloadAvailable: false });
    expect(completedFilesState({ status: 'completed', downloadAvailable: paid })).toBe('ready');
    expect(deliverablesRefusal({ status: 'completed', downloadAvailable: paid })).toBeNull();
  });
});

describe('the download percentage', () => {
  it('is bytes received over the total, floored and kept within 0 to 100', () => {
    expect(downloadPercentage(0, 1000)).toBe(0);
    expect(downloadPercentage(999, 1000)).toBe(99);
    expect(downloadPercentage(1000, 1000)).toBe(100);
    expect(downloadPercentage(1500, 1000)).toBe(100);
    expect(downloadPercentage(0, 0)).toBe(0);
  });
});

describe('the archive paths', () => {
  it('keeps names and numbers the repeats so no file overwrites another in the zip', () => {
    expect(archivePaths(['paper.docx', 'Paper.docx', 'figures', 'paper.docx', 'figures'])).toEqual(['paper.docx', 'Paper (2).docx', 'figures', 'paper (3).docx', 'figures (2)']);
  });

  it('never lets an entry climb out of its folder', () => {
    expect(archivePaths(['../../etc/passwd', 'a\\b.txt', '.hidden', ''])).toEqual(['__.._etc_passwd', 'a_b.txt', '_hidden', 'file']);
  });
});

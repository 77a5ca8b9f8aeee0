import { describe, expect, it } from 'vitest';
import { anyProcessing, chartPoints, checkAssessmentFile, highlightParts, rowStatus, showsErrorCounts, submitDisabled, type UploadFormState } from './grammar-check-rules';

const ready: UploadFormState = { hasFile: true, uploading: false, captchaRequired: false, captchaSolved: false, termsRequired: false, termsAccepted: false };

describe('the upload form', () => {
  it('accepts .doc and .docx only', () => {
    expect(checkAssessmentFile({ name: 'Paper.DOCX', size: 10 }, null)).toEqual({ ok: true });
    expect(checkAssessmentFile({ name: 'paper.doc', size: 10 }, null)).toEqual({ ok: true });
    expect(checkAssessmentFile({ name: 'paper.pdf', size: 10 }, null)).toMatchObject({ ok: false, reason: 'type' });
    expect(checkAssessmentFile({ name: 'paper.docx', size: 11 }, 10)).toMatchObject({ ok: false, reason: 'size' });
  });

  it('disables submit while uploading, without a file, before a required captcha or required terms', () => {
    expect(submitDisabled(ready)).toBe(false);
    expect(submitDisabled({ ...ready, uploading: true })).toBe(true);
    expect(submitDisabled({ ...ready, hasFile: false })).toBe(true);
    expect(submitDisabled({ ...ready, captchaRequired: true })).toBe(true);
    expect(submitDisabled({ ...ready, captchaRequired: true, captchaSolved: true })).toBe(false);
    expect(submitDisabled({ ...ready, termsRequired: true })).toBe(true);
    expect(submitDisabled({ ...ready, termsRequired: true, termsAccepted: true })).toBe(false);
  });
});

describe('statuses', () => {
  it('say processing until both parts are done, then completed, could not complete or not checked', () => {
    expect(rowStatus({ scoreStatus: 'processing', errorCountStatus: 'processing' })).toBe('processing');
    expect(rowStatus({ scoreStatus: 'completed', errorCountStatus: 'processing' })).toBe('processing');
    expect(rowStatus({ scoreStatus: 'completed', errorCountStatus: 'completed' })).toBe('completed');
    expect(rowStatus({ scoreStatus: 'failed', errorCountStatus: 'failed' })).toBe('failed');
    expect(rowStatus({ scoreStatus: 'skipped', errorCountStatus: 'skipped' })).toBe('skipped');
    expect(anyProcessing([{ scoreStatus: 'completed', errorCountStatus: 'completed' }, { scoreStatus: 'completed', errorCountStatus: 'processing' }])).toBe(true);
    expect(anyProcessing([{ scoreStatus: 'failed', errorCountStatus: 'failed' }])).toBe(false);
  });

  it('hide the error counts when skipped or while the score is not complete', () => {
    expect(showsErrorCounts({ scoreCompleted: true, errorCountSkipped: false })).toBe(true);
    expect(showsErrorCounts({ scoreCompleted: true, errorCountSkipped: true })).toBe(false);
    expect(showsErrorCounts({ scoreCompleted: false, errorCountSkipped: false })).toBe(false);
  });
});

describe('the report', () => {
  it('cuts a sentence around a finding', () => {
    expect(highlightParts('We collected the informations.', 17, 29)).toEqual(['We collected the ', 'informations', '.']);
    expect(highlightParts('Short.', 3, 99)).toEqual(['Sho', 'rt.', '']);
  });

  it('draws the percentiles with the score scaled by 10', () => {
    expect(chartPoints([{ percentile: 95, minimumScore: 7.4 }, { percentile: 50, minimumScore: 4.5 }])).toEqual([
      { x: 45, y: 50 },
      { x: 74, y: 95 },
    ]);
  });
});

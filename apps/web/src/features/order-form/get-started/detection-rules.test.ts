import { describe, expect, it } from 'vitest';
import { initialDetailsView, pollOutcome, viewAfterUpload, type DocumentDetailsAnswer } from './detection-rules';

const waiting: DocumentDetailsAnswer = { documentDetailsReceived: false, documentDetailsFailed: false, manuscriptLanguageId: null, wordCount: null };

describe('polling for document details', () => {
  it('saves details that arrive with a language and a word count', () => {
    const answer = { ...waiting, documentDetailsReceived: true, manuscriptLanguageId: 1, wordCount: 4210 };
    expect(pollOutcome(answer, 2)).toEqual({ kind: 'save', manuscriptLanguageId: 1, wordCount: 4210 });
  });

  it('polls again until the fifth poll, then opens the manual form', () => {
    for (let poll = 1; poll < 5; poll += 1) expect(pollOutcome(waiting, poll)).toEqual({ kind: 'again' });
    expect(pollOutcome(waiting, 5)).toEqual({ kind: 'manual', prefill: { manuscriptLanguageId: null, wordCount: null } });
  });

  it('counts a failed poll as unanswered', () => {
    expect(pollOutcome(null, 1)).toEqual({ kind: 'again' });
    expect(pollOutcome(null, 5)).toMatchObject({ kind: 'manual' });
  });

  it('opens the manual form at once when the analysis failed', () => {
    expect(pollOutcome({ ...waiting, documentDetailsFailed: true }, 1)).toEqual({
      kind: 'manual',
      prefill: { manuscriptLanguageId: null, wordCount: null },
    });
  });

  it('opens the manual form, prefilled, when details arrive incomplete or out of range', () => {
    expect(pollOutcome({ ...waiting, documentDetailsReceived: true, manuscriptLanguageId: 3 }, 1)).toEqual({
      kind: 'manual',
      prefill: { manuscriptLanguageId: 3, wordCount: null },
    });
    expect(pollOutcome({ ...waiting, documentDetailsReceived: true, manuscriptLanguageId: 1, wordCount: 0 }, 1)).toEqual({
      kind: 'manual',
      prefill: { manuscriptLanguageId: 1, wordCount: null },
    });
    expect(pollOutcome({ ...waiting, documentDetailsReceived: true, manuscriptLanguageId: 1, wordCount: 1_000_000 }, 1)).toMatchObject({
      kind: 'manual',
    });
  });
});

describe('how the details open', () => {
  const base = {
    detectionEnabled: true,
    uploadKind: 'main' as const,
    uploadLater: false,
    mainFiles: [{ analysis: 'done' as const }],
    manuscriptLanguageId: 1,
    wordCount: 3000,
  };

  it('shows the card when a main file has its details', () => {
    expect(initialDetailsView(base)).toBe('card');
  });

  it('picks up details analysed but never saved', () => {
    expect(initialDetailsView({ ...base, manuscriptLanguageId: null, wordCount: null })).toBe('detecting');
  });

  it('resumes detection while a main file is still analysed', () => {
    expect(initialDetailsView({ ...base, mainFiles: [{ analysis: 'pending' }], manuscriptLanguageId: null, wordCount: null })).toBe('detecting');
    expect(
      initialDetailsView({ ...base, detectionEnabled: false, mainFiles: [{ analysis: 'pending' }], manuscriptLanguageId: null, wordCount: null }),
    ).toBe('form');
  });

  it('opens the form without a main file, for later uploads, for figures and after a failed analysis', () => {
    expect(initialDetailsView({ ...base, mainFiles: [] })).toBe('form');
    expect(initialDetailsView({ ...base, uploadLater: true })).toBe('form');
    expect(initialDetailsView({ ...base, uploadKind: 'figures' })).toBe('form');
    expect(initialDetailsView({ ...base, mainFiles: [{ analysis: 'failed' }], manuscriptLanguageId: null, wordCount: null })).toBe('form');
  });

  it('detects after an upload only with the language-detection flag', () => {
    expect(viewAfterUpload(true)).toBe('detecting');
    expect(viewAfterUpload(false)).toBe('form');
  });
});

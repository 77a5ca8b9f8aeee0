import { describe, expect, it } from 'vitest';
import {
  basicDetailsPayload,
  goalOffersBundles,
  nextDisabled,
  parseBasicWordCount,
  uploadKindOfGoal,
  validateGetStarted,
  type GetStartedContext,
  type GetStartedValues,
  type GoalView,
} from './get-started-rules';

const editing: GoalView = { name: 'editing', requiresWordCount: true, uploadType: 'main' };
const figuresOnly: GoalView = { name: 'figures-only', requiresWordCount: false, uploadType: 'figures' };

const values: GetStartedValues = { customerGoal: 'editing', uploadLater: false, manuscriptLanguageId: '1', wordCount: '4500' };
const context: GetStartedContext = { goal: editing, fileCount: 1, detailsView: 'form', saved: { manuscriptLanguageId: null, wordCount: null } };

describe('the upload type of a goal', () => {
  it('is figures for figures only and main otherwise', () => {
    expect(uploadKindOfGoal(figuresOnly)).toBe('figures');
    expect(uploadKindOfGoal(editing)).toBe('main');
    expect(uploadKindOfGoal(undefined)).toBe('main');
  });
});

describe('help me decide', () => {
  it('is offered for goals chosen on the services page, not for multimedia or figures only', () => {
    expect(goalOffersBundles(editing)).toBe(true);
    expect(goalOffersBundles({ name: 'translation', requiresWordCount: true, uploadType: 'main' })).toBe(true);
    expect(goalOffersBundles(figuresOnly)).toBe(false);
    expect(goalOffersBundles({ name: 'multimedia', requiresWordCount: true, uploadType: 'main' })).toBe(false);
  });
});

describe('the word count as typed', () => {
  it('reads whole numbers, with thousands separators or spaces', () => {
    expect(parseBasicWordCount('12,500')).toBe(12500);
    expect(parseBasicWordCount(' 800 ')).toBe(800);
    expect(parseBasicWordCount('')).toBeNull();
    expect(parseBasicWordCount('12.5')).toBeNaN();
    expect(parseBasicWordCount('-3')).toBeNaN();
    expect(parseBasicWordCount('abc')).toBeNaN();
  });
});

describe('validating get started', () => {
  it('accepts a goal, a file, a language and a word count', () => {
    expect(validateGetStarted(values, context)).toEqual({});
  });

  it('requires a goal', () => {
    expect(validateGetStarted({ ...values, customerGoal: '' }, { ...context, goal: undefined })).toEqual({ customerGoal: 'selection-required' });
  });

  it('requires files unless they come later', () => {
    expect(validateGetStarted(values, { ...context, fileCount: 0 })).toEqual({ files: 'manuscript-file-required' });
    expect(validateGetStarted({ ...values, uploadLater: true }, { ...context, fileCount: 0 })).toEqual({});
  });

  it('requires the language and a word count from 1 to 999,999 in the manual form', () => {
    expect(validateGetStarted({ ...values, manuscriptLanguageId: '', wordCount: '' }, context)).toEqual({
      manuscriptLanguageId: 'value-required',
      wordCount: 'value-required',
    });
    expect(validateGetStarted({ ...values, wordCount: '0' }, context)).toEqual({ wordCount: 'word-count-range-error' });
    expect(validateGetStarted({ ...values, wordCount: '1000000' }, context)).toEqual({ wordCount: 'word-count-range-error' });
    expect(validateGetStarted({ ...values, wordCount: '999999' }, context)).toEqual({});
    expect(validateGetStarted({ ...values, wordCount: '1' }, context)).toEqual({});
    expect(validateGetStarted({ ...values, wordCount: '12.5' }, context)).toEqual({ wordCount: 'word-count-range-error' });
  });

  it('asks no word count of goals that need none, nor while the details card is shown', () => {
    expect(validateGetStarted({ ...values, customerGoal: 'figures-only', wordCount: '' }, { ...context, goal: figuresOnly })).toEqual({});
    expect(validateGetStarted({ ...values, wordCount: '' }, { ...context, detailsView: 'card' })).toEqual({});
  });
});

describe('the next button', () => {
  const input = {
    uploadFilesUi: true,
    saving: false,
    detecting: false,
    uploading: false,
    goal: editing,
    fileCount: 0,
    details: { manuscriptLanguageId: null, wordCount: null },
  };

  it('waits for a save, a detection or an upload', () => {
    expect(nextDisabled({ ...input, fileCount: 1, saving: true })).toBe(true);
    expect(nextDisabled({ ...input, fileCount: 1, detecting: true })).toBe(true);
    expect(nextDisabled({ ...input, fileCount: 1, uploading: true })).toBe(true);
    expect(nextDisabled({ ...input, uploadFilesUi: false, saving: true })).toBe(true);
  });

  it('with the upload-files UI, needs files or a language and word count', () => {
    expect(nextDisabled(input)).toBe(true);
    expect(nextDisabled({ ...input, fileCount: 1 })).toBe(false);
    expect(nextDisabled({ ...input, details: { manuscriptLanguageId: 1, wordCount: 300 } })).toBe(false);
    expect(nextDisabled({ ...input, details: { manuscriptLanguageId: 1, wordCount: null } })).toBe(true);
    expect(nextDisabled({ ...input, goal: figuresOnly })).toBe(false);
  });

  it('without it, stays enabled so the click shows what is missing', () => {
    expect(nextDisabled({ ...input, uploadFilesUi: false })).toBe(false);
  });
});

describe('the basic details sent', () => {
  it('carries the typed details and the bundle request', () => {
    expect(basicDetailsPayload(values, context, true)).toEqual({
      customerGoal: 'editing',
      uploadLater: false,
      manuscriptLanguageId: 1,
      wordCount: 4500,
      serviceBundlesRequested: true,
    });
  });

  it('carries the saved details while the card is shown', () => {
    const card = { ...context, detailsView: 'card' as const, saved: { manuscriptLanguageId: 2, wordCount: 8000 } };
    expect(basicDetailsPayload({ ...values, wordCount: '' }, card, false)).toMatchObject({ manuscriptLanguageId: 2, wordCount: 8000 });
  });

  it('sends no details for goals without a word count, and no later upload when files are there', () => {
    expect(basicDetailsPayload({ ...values, customerGoal: 'figures-only', uploadLater: true }, { ...context, goal: figuresOnly }, false)).toEqual({
      customerGoal: 'figures-only',
      uploadLater: false,
      manuscriptLanguageId: null,
      wordCount: null,
      serviceBundlesRequested: false,
    });
  });
});

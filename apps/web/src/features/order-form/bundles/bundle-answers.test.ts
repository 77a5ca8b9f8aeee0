import { describe, expect, it } from 'vitest';
import type { BundleQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import { TABLE_COUNT_CHOICES, answersPayload, initialAnswers, tableCountOf, validateAnswers } from './bundle-answers';

const questions: BundleQuestion[] = [
  { id: 1, term: 'needs-formatting', type: 'toggle', choices: [] },
  {
    id: 2,
    term: 'help-with',
    type: 'multiple-choice',
    choices: [
      { id: 11, choice: 'a' },
      { id: 12, choice: 'b' },
    ],
  },
  { id: 3, term: 'target-journal', type: 'journal-select', choices: [] },
  { id: 4, term: 'table-count', type: 'int', choices: [] },
];

describe('bundle question answers', () => {
  it('starts empty, or from the saved answers that still fit', () => {
    expect(initialAnswers(questions, {})).toEqual({ '1': false, '2': [], '3': null, '4': 0 });
    expect(initialAnswers(questions, { '1': true, '2': [12, 99], '3': { id: 5, name: 'Nature' }, '4': 3 })).toEqual({
      '1': true,
      '2': [12],
      '3': { id: 5, name: 'Nature' },
      '4': 3,
    });
    expect(initialAnswers(questions, { '4': 44, '3': 'x' })['4']).toBe(0);
  });

  it('offers none and 1 to 20 tables', () => {
    expect(TABLE_COUNT_CHOICES[0]).toBe(0);
    expect(TABLE_COUNT_CHOICES.slice(1)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('needs at least one ticked box in a multiple-choice question', () => {
    expect(validateAnswers(questions, { '1': false, '2': [], '3': null, '4': 0 })).toEqual({ '2': 'selectOneCheckbox' });
    expect(validateAnswers(questions, { '1': false, '2': [11], '3': null, '4': 0 })).toEqual({});
  });

  it('needs a journal only when tables are to be formatted', () => {
    const answers = { '1': false, '2': [11], '3': null, '4': 2 };
    expect(tableCountOf(questions, answers)).toBe(2);
    expect(validateAnswers(questions, answers)).toEqual({ '3': 'journalForTableFormatting' });
    expect(validateAnswers(questions, { ...answers, '3': { id: null, name: '  ' } })).toEqual({ '3': 'journalForTableFormatting' });
    expect(validateAnswers(questions, { ...answers, '3': { id: null, name: 'My Society Journal' } })).toEqual({});
  });

  it('sends a typed journal trimmed and a blank one as null', () => {
    expect(answersPayload(questions, { '1': true, '2': [11], '3': { id: null, name: ' J Foo ' }, '4': 0 }).answers['3']).toEqual({
      id: null,
      name: 'J Foo',
    });
    expect(answersPayload(questions, { '1': true, '2': [11], '3': { id: null, name: ' ' }, '4': 0 }).answers['3']).toBeNull();
  });
});

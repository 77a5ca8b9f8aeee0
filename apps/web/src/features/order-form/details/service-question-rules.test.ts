import { describe, expect, it } from 'vitest';
import type { ServiceQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import { answerErrors, answersPayload, initialAnswers, isQuestionVisible, questionError, visibleQuestions } from './service-question-rules';

const question = (id: number, over: Partial<ServiceQuestion> = {}): ServiceQuestion => ({
  id,
  serviceIdentity: 'standard-editing',
  term: `question-${id}`,
  type: 'text',
  choices: [],
  required: false,
  showWhenAnswer: null,
  ...over,
});

const hasCoauthors = question(1, { type: 'toggle', required: true });
const coauthorNames = question(2, { required: true, showWhenAnswer: { questionId: 1, equals: true } });
const format = question(3, { type: 'select', choices: ['apa', 'vancouver'], required: true });
const otherFormat = question(4, { showWhenAnswer: { questionId: 3, equals: 'other' } });
const nested = question(5, { showWhenAnswer: { questionId: 2, equals: 'me' } });
const QUESTIONS = [hasCoauthors, coauthorNames, format, otherFormat, nested];

describe('service question display rules', () => {
  it('shows a question without a rule', () => {
    expect(isQuestionVisible(hasCoauthors, QUESTIONS, {})).toBe(true);
  });

  it("shows a dependent question only when the other question's answer equals the value", () => {
    expect(isQuestionVisible(coauthorNames, QUESTIONS, { '1': true })).toBe(true);
    expect(isQuestionVisible(coauthorNames, QUESTIONS, { '1': false })).toBe(false);
    expect(isQuestionVisible(coauthorNames, QUESTIONS, {})).toBe(false);
    expect(isQuestionVisible(otherFormat, QUESTIONS, { '3': 'other' })).toBe(true);
    expect(isQuestionVisible(otherFormat, QUESTIONS, { '3': 'apa' })).toBe(false);
  });

  it('hides a question whose controlling question is itself hidden', () => {
    expect(isQuestionVisible(nested, QUESTIONS, { '1': true, '2': 'me' })).toBe(true);
    expect(isQuestionVisible(nested, QUESTIONS, { '1': false, '2': 'me' })).toBe(false);
  });

  it('hides a question whose rule points nowhere or loops', () => {
    const orphan = question(9, { showWhenAnswer: { questionId: 99, equals: 'x' } });
    expect(isQuestionVisible(orphan, [orphan], { '99': 'x' })).toBe(false);
    const a = question(10, { showWhenAnswer: { questionId: 11, equals: 'y' } });
    const b = question(11, { showWhenAnswer: { questionId: 10, equals: 'y' } });
    expect(isQuestionVisible(a, [a, b], { '10': 'y', '11': 'y' })).toBe(false);
  });

  it('lists the shown questions in order', () => {
    expect(visibleQuestions(QUESTIONS, { '1': true }).map((q) => q.id)).toEqual([1, 2, 3]);
  });
});

describe('required answers', () => {
  it('asks for a selection for toggles and selects, and a value for text', () => {
    expect(questionError(hasCoauthors, undefined)).toBe('selection-required');
    expect(questionError(hasCoauthors, false)).toBeNull();
    expect(questionError(format, '')).toBe('selection-required');
    expect(questionError(coauthorNames, '  ')).toBe('value-required');
    expect(questionError(otherFormat, undefined)).toBeNull();
  });

  it('checks only shown questions', () => {
    expect(answerErrors(QUESTIONS, { '1': false })).toEqual({ '3': 'selection-required' });
    expect(answerErrors(QUESTIONS, { '1': true, '3': 'apa' })).toEqual({ '2': 'value-required' });
  });
});

describe('answers sent', () => {
  it('keeps answers of shown questions only, trimmed, without blanks', () => {
    expect(answersPayload(QUESTIONS, { '1': false, '2': 'Ana Lima', '3': 'apa', '4': 'ignored' })).toEqual({ '1': false, '3': 'apa' });
    expect(answersPayload(QUESTIONS, { '1': true, '2': ' Ana Lima ', '3': '' })).toEqual({ '1': true, '2': 'Ana Lima' });
  });

  it('starts optional toggles off and required toggles unanswered', () => {
    const optional = question(6, { type: 'toggle' });
    expect(initialAnswers([hasCoauthors, optional], {})).toEqual({ '6': false });
    expect(initialAnswers([optional], { '6': true })).toEqual({ '6': true });
  });
});

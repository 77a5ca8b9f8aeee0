import type { ServiceQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';

/** Service questions of the details step: display rules and required answers. */
export type Answer = string | boolean;
export type Answers = Record<string, Answer | undefined>;

const keyOf = (id: number) => String(id);

/**
 * A question with `showWhenAnswer` is shown only while the other question is shown and its current answer
 * equals the value; a rule pointing at a missing question (or a loop) hides the question.
 */
export function isQuestionVisible(question: ServiceQuestion, questions: readonly ServiceQuestion[], answers: Answers): boolean {
  const seen = new Set<number>();
  let current: ServiceQuestion | undefined = question;
  while (current?.showWhenAnswer) {
    if (seen.has(current.id)) return false;
    seen.add(current.id);
    const rule: NonNullable<ServiceQuestion['showWhenAnswer']> = current.showWhenAnswer;
    if (answers[keyOf(rule.questionId)] !== rule.equals) return false;
    current = questions.find((candidate) => candidate.id === rule.questionId);
    if (!current) return false;
  }
  return true;
}

export function visibleQuestions(questions: readonly ServiceQuestion[], answers: Answers): ServiceQuestion[] {
  return questions.filter((question) => isQuestionVisible(question, questions, answers));
}

function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'boolean') return true;
  return answer.trim() !== '';
}

/** The message key for a shown, required question without an answer. */
export function questionError(question: ServiceQuestion, answer: Answer | undefined): 'selection-required' | 'value-required' | null {
  if (!question.required || isAnswered(answer)) return null;
  return question.type === 'text' ? 'value-required' : 'selection-required';
}

/** Errors of every shown question, keyed by question id. */
export function answerErrors(questions: readonly ServiceQuestion[], answers: Answers): Record<string, 'selection-required' | 'value-required'> {
  const errors: Record<string, 'selection-required' | 'value-required'> = {};
  for (const question of visibleQuestions(questions, answers)) {
    const error = questionError(question, answers[keyOf(question.id)]);
    if (error) errors[keyOf(question.id)] = error;
  }
  return errors;
}

/** The answers sent: those of shown questions, text trimmed, unanswered ones left out. */
export function answersPayload(questions: readonly ServiceQuestion[], answers: Answers): Record<string, Answer> {
  const payload: Record<string, Answer> = {};
  for (const question of visibleQuestions(questions, answers)) {
    const answer = answers[keyOf(question.id)];
    if (answer === undefined) continue;
    if (typeof answer === 'string') {
      if (answer.trim() !== '') payload[keyOf(question.id)] = answer.trim();
    } else {
      payload[keyOf(question.id)] = answer;
    }
  }
  return payload;
}

/**
 * Starting answers: what the form saved; an optional toggle starts off (a switch always has a value),
 * while a required toggle starts unanswered so the researcher makes a choice.
 */
export function initialAnswers(questions: readonly ServiceQuestion[], saved: Readonly<Record<string, Answer>>): Answers {
  const answers: Answers = { ...saved };
  for (const question of questions) {
    const key = keyOf(question.id);
    if (answers[key] === undefined && question.type === 'toggle' && !question.required) answers[key] = false;
  }
  return answers;
}

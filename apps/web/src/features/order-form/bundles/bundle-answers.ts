import type { BundleQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';

/**
 * The "help me decide" answers: one value per question in the
 * shape POST service-bundle-questions takes, their starting values and the two rules the form checks.
 */
export interface JournalAnswer {
  /** Null for a journal the researcher typed that is not in the directory. */
  id: number | null;
  name: string;
}

export type BundleAnswer = boolean | number | number[] | JournalAnswer | null;
export type BundleAnswers = Record<string, BundleAnswer>;
export type BundleAnswerError = 'selectOneCheckbox' | 'journalForTableFormatting';

/** The table-count picker offers none (0) and 1 to 20. */
export const TABLE_COUNT_MAX = 20;
export const TABLE_COUNT_CHOICES: readonly number[] = Array.from({ length: TABLE_COUNT_MAX + 1 }, (_, n) => n);

function isJournal(value: unknown): value is JournalAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.name === 'string' && (record.id === null || typeof record.id === 'number');
}

function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

/** Starting values: the answers saved on the form when they still fit the question, else the empty answer. */
export function initialAnswers(questions: readonly BundleQuestion[], saved: Record<string, unknown>): BundleAnswers {
  const answers: BundleAnswers = {};
  for (const question of questions) {
    const key = String(question.id);
    const value = saved[key];
    switch (question.type) {
      case 'toggle':
        answers[key] = typeof value === 'boolean' ? value : false;
        break;
      case 'int':
        answers[key] = typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= TABLE_COUNT_MAX ? value : 0;
        break;
      case 'multiple-choice': {
        const known = new Set(question.choices.map((choice) => choice.id));
        answers[key] = isNumberList(value) ? value.filter((id) => known.has(id)) : [];
        break;
      }
      case 'journal-select':
        answers[key] = isJournal(value) && value.name.trim() !== '' ? { id: value.id, name: value.name } : null;
        break;
    }
  }
  return answers;
}

/** The table count asked for (the int question), 0 when none. */
export function tableCountOf(questions: readonly BundleQuestion[], answers: BundleAnswers): number {
  const question = questions.find((candidate) => candidate.type === 'int');
  const value = question ? answers[String(question.id)] : undefined;
  return typeof value === 'number' ? value : 0;
}

/**
 * Errors by question id: a multiple-choice question needs at least one ticked box, and the journal is
 * required once tables are to be formatted (formatting follows the journal's guidelines).
 */
export function validateAnswers(questions: readonly BundleQuestion[], answers: BundleAnswers): Record<string, BundleAnswerError> {
  const errors: Record<string, BundleAnswerError> = {};
  const tables = tableCountOf(questions, answers);
  for (const question of questions) {
    const key = String(question.id);
    const value = answers[key];
    if (question.type === 'multiple-choice' && !(isNumberList(value) && value.length > 0)) errors[key] = 'selectOneCheckbox';
    if (question.type === 'journal-select' && tables > 0 && !(isJournal(value) && value.name.trim() !== '')) {
      errors[key] = 'journalForTableFormatting';
    }
  }
  return errors;
}

/** The request body; a blank journal is sent as null. */
export function answersPayload(questions: readonly BundleQuestion[], answers: BundleAnswers): { answers: BundleAnswers } {
  const payload: BundleAnswers = {};
  for (const question of questions) {
    const key = String(question.id);
    const value = answers[key] ?? null;
    payload[key] = isJournal(value) ? (value.name.trim() === '' ? null : { id: value.id, name: value.name.trim() }) : value;
  }
  return { answers: payload };
}

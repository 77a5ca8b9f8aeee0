import type { serviceBundleQuestionChoices, serviceBundleQuestions } from '../../schema/catalogue';
import type { MessageKey } from '@marginalia/contracts/i18n/message-keys';
import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';

/**
 * The "help me decide" questions (service bundle questions: multiple-choice questions
 * only for manuscripts in language 1, sorted by sort_order; the journal is required when the table
 * count is above 0 — journalForTableFormatting — and a multiple-choice question needs one choice ticked —
 * selectOneCheckbox; table counts 1 to 20). `term` and `choice` are message keys of the server's catalogue
 * (packages/contracts/src/i18n/locales/<lang>/messages.json), so the web and e-mails translate them alike.
 *
 * How answers call for services (ASSUMPTION, our own rule): a toggle answered "yes" calls for
 * its `impliesServices`; the int question calls for them when its count is above 0; a ticked choice calls
 * for the choice's. The bundles offered are those covering the services called for.
 *
 * Ids are permanent (answers are stored by question id on the order form): append, never renumber;
 * retire a question with `active: false`. Choice ids are `question id × 100 + position`.
 */
type QuestionRow = typeof serviceBundleQuestions.$inferInsert & { term: MessageKey; impliesServices: ServiceIdentity[] };
type ChoiceRow = typeof serviceBundleQuestionChoices.$inferInsert & { choice: MessageKey; impliesServices: ServiceIdentity[] };

export const BUNDLE_QUESTION_IDS = { figures: 1, formatting: 2, journal: 3, tableCount: 4, priorities: 5 } as const;

/** Table-count options are 1 to 20 (0 = no tables). */
export const BUNDLE_TABLE_COUNT_MAX = 20;

export const SERVICE_BUNDLE_QUESTION_ROWS: QuestionRow[] = [
  { id: BUNDLE_QUESTION_IDS.figures, term: 'bundle-question-figures', type: 'toggle', impliesServices: ['illustration'], sortOrder: 1, active: true },
  { id: BUNDLE_QUESTION_IDS.formatting, term: 'bundle-question-formatting', type: 'toggle', impliesServices: ['formatting'], sortOrder: 2, active: true },
  // Asked before the journal: what a researcher cares about most shapes which bundle fits.
  { id: BUNDLE_QUESTION_IDS.priorities, term: 'bundle-question-priorities', type: 'multiple-choice', impliesServices: [], sortOrder: 3, active: true },
  // Required only when the table count is above 0: tables are formatted to the journal's style.
  { id: BUNDLE_QUESTION_IDS.journal, term: 'bundle-question-journal', type: 'journal-select', impliesServices: [], sortOrder: 4, active: true },
  { id: BUNDLE_QUESTION_IDS.tableCount, term: 'bundle-question-table-count', type: 'int', impliesServices: ['table-formatting'], sortOrder: 5, active: true },
];

const priorities = BUNDLE_QUESTION_IDS.priorities;

export const SERVICE_BUNDLE_QUESTION_CHOICE_ROWS: ChoiceRow[] = [
  { id: priorities * 100 + 1, questionId: priorities, choice: 'bundle-choice-natural-english', impliesServices: ['advanced-editing'], sortOrder: 1 },
  { id: priorities * 100 + 2, questionId: priorities, choice: 'bundle-choice-thorough-edit', impliesServices: ['premium-editing'], sortOrder: 2 },
  { id: priorities * 100 + 3, questionId: priorities, choice: 'bundle-choice-journal-help', impliesServices: ['journal-recommendation'], sortOrder: 3 },
  // The question is asked for English manuscripts only: this choice is for passages still in the author's language.
  { id: priorities * 100 + 4, questionId: priorities, choice: 'bundle-choice-translation', impliesServices: ['translation'], sortOrder: 4 },
];

import type { serviceQuestions } from '../../schema/catalogue';
import type { MessageKey } from '@marginalia/contracts/i18n/message-keys';
import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';

/**
 * Questions of the details step for the services on the order (label, type, required, choices, follow-up
 * questions). `term` and `choices` are message keys of the server's catalogue (messages.json).
 *
 * Display rules (`showWhen`): a question is shown only when its service is on the order and, where given,
 * when another question of the order was answered with `equals` (a follow-up question). A follow-up is
 * never required on its own: it is asked only after the answer that opens it.
 *
 * The questions are ASSUMPTIONS (no public list of a vendor's questions was found): what an editor
 * needs to know before starting each service. Ids are permanent (answers are stored by question id):
 * append, never renumber; retire with `active: false`.
 */
type ServiceQuestionRow = typeof serviceQuestions.$inferInsert & { serviceIdentity: ServiceIdentity; term: MessageKey; choices: MessageKey[] };

export const SERVICE_QUESTION_IDS = {
  reviewedBefore: 1,
  reviewerConcerns: 2,
  keepOriginalTerms: 3,
  referenceStyle: 4,
  figureSourceFiles: 5,
  avoidJournals: 6,
  journalsToAvoid: 7,
  openAccess: 8,
} as const;

/** Reference styles a formatter works to; 'reference-style-journal' = the journal's own style. */
export const REFERENCE_STYLE_CHOICES: MessageKey[] = [
  'reference-style-apa',
  'reference-style-vancouver',
  'reference-style-harvard',
  'reference-style-chicago',
  'reference-style-ieee',
  'reference-style-journal',
];

const ids = SERVICE_QUESTION_IDS;

export const SERVICE_QUESTION_ROWS: ServiceQuestionRow[] = [
  // Scientific editing answers reviewers: first whether there were any, then what worried them most.
  { id: ids.reviewedBefore, serviceIdentity: 'scientific-editing', term: 'service-question-reviewed-before', type: 'toggle', choices: [], required: false, showWhen: {}, sortOrder: 1, active: true },
  {
    id: ids.reviewerConcerns,
    serviceIdentity: 'scientific-editing',
    term: 'service-question-reviewer-concerns',
    type: 'text',
    choices: [],
    required: false,
    showWhen: { answer: { questionId: ids.reviewedBefore, equals: true } },
    sortOrder: 2,
    active: true,
  },
  { id: ids.keepOriginalTerms, serviceIdentity: 'translation', term: 'service-question-keep-original-terms', type: 'toggle', choices: [], required: false, showWhen: {}, sortOrder: 3, active: true },
  // The formatter cannot start without it; 'the journal's own style' is the usual answer with a target journal.
  { id: ids.referenceStyle, serviceIdentity: 'formatting', term: 'service-question-reference-style', type: 'select', choices: REFERENCE_STYLE_CHOICES, required: true, showWhen: {}, sortOrder: 4, active: true },
  // Redrawn figures need the underlying data; without it the illustrator traces the image, which the customer must know.
  { id: ids.figureSourceFiles, serviceIdentity: 'illustration', term: 'service-question-figure-source-files', type: 'toggle', choices: [], required: true, showWhen: {}, sortOrder: 5, active: true },
  { id: ids.avoidJournals, serviceIdentity: 'journal-recommendation', term: 'service-question-avoid-journals', type: 'toggle', choices: [], required: false, showWhen: {}, sortOrder: 6, active: true },
  {
    id: ids.journalsToAvoid,
    serviceIdentity: 'journal-recommendation',
    term: 'service-question-journals-to-avoid',
    type: 'text',
    choices: [],
    required: false,
    showWhen: { answer: { questionId: ids.avoidJournals, equals: true } },
    sortOrder: 7,
    active: true,
  },
  {
    id: ids.openAccess,
    serviceIdentity: 'journal-recommendation',
    term: 'service-question-open-access',
    type: 'select',
    choices: ['open-access-required', 'open-access-preferred', 'open-access-no-preference'],
    required: false,
    showWhen: {},
    sortOrder: 8,
    active: true,
  },
];

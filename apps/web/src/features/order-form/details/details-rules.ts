import type { DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderForm, ServiceQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import { journalWebsiteProblem } from '@marginalia/contracts/journals/journal-website';
import { journalPayload, journalRequired, type JournalValue } from './journal-rules';
import { answerErrors, answersPayload, initialAnswers, type Answers } from './service-question-rules';

/**
 * The details step's rules that depend on the order. The payload's shape and
 * its fixed rules are detailsSchema's (the server's own object); these decide which parts apply here.
 */
export type StyleOfEnglish = 'american' | 'british';

/** What the form holds while the researcher types (the payload is built from it on submit). */
export interface DetailsFormValues {
  projectTitle: string;
  styleOfEnglish: StyleOfEnglish | null;
  areaOfStudyId: number | null;
  journal: JournalValue | null;
  answers: Answers;
  suppressInvoiceCreation: boolean | null;
}

/** The customer goal whose style of English defaults to American. */
export const AMERICAN_BY_DEFAULT_GOAL = 'editing';
/** Service types whose result is English prose, so the style of English matters (the server's rule too). */
const ENGLISH_PROSE_SERVICE_TYPES: ReadonlySet<string> = new Set(['editing', 'translation']);

export interface DetailsContext {
  styleOfEnglishApplies: boolean;
  /** Area of study is asked when the order has translation. */
  areaOfStudyApplies: boolean;
  journalShown: boolean;
  journalRequired: boolean;
  questions: readonly ServiceQuestion[];
  adminCreated: boolean;
  /** A visitor's currency choice carried to the signed-in user's form; undefined when there is none. */
  currencyIso: string | undefined;
}

/** The style of English is asked when a chosen service edits or translates into English. */
export function styleOfEnglishApplies(form: Pick<OrderForm, 'services' | 'availableServices' | 'additionalServices'>): boolean {
  const chosen = new Set(form.services.map((service) => service.identity));
  return [...form.availableServices, ...form.additionalServices].some(
    (service) => chosen.has(service.identity) && ENGLISH_PROSE_SERVICE_TYPES.has(service.serviceType),
  );
}

/**
 * The form's currency differs from the account's only when it was picked in the visitor's currency picker
 * before signing in (signed-in users cannot change it on the form): that choice is sent with the details.
 */
export function carriedCurrency(formCurrencyIso: string, userCurrencyIso: string | null | undefined): string | undefined {
  return userCurrencyIso && formCurrencyIso !== userCurrencyIso ? formCurrencyIso : undefined;
}

export function detailsContext(form: OrderForm, userCurrencyIso: string | null | undefined): DetailsContext {
  return {
    styleOfEnglishApplies: styleOfEnglishApplies(form),
    areaOfStudyApplies: form.hasTranslation,
    journalShown: form.showJournalDetailsInput,
    journalRequired: journalRequired(form),
    questions: form.serviceQuestions,
    adminCreated: form.adminCreated,
    currencyIso: carriedCurrency(form.currency.isoCode, userCurrencyIso),
  };
}

export function detailsDefaults(form: OrderForm): DetailsFormValues {
  const goal = form.customerGoal?.name;
  return {
    projectTitle: form.projectTitle ?? '',
    styleOfEnglish: form.styleOfEnglish ?? (goal === AMERICAN_BY_DEFAULT_GOAL ? 'american' : null),
    areaOfStudyId: form.areaOfStudyId,
    journal: form.journal ? { id: form.journal.id, name: form.journal.name, url: form.journal.url } : null,
    answers: initialAnswers(form.serviceQuestions, form.answers),
    suppressInvoiceCreation: form.suppressInvoiceCreation,
  };
}

/** PUT details payload: only the parts that apply to this order. */
export function detailsPayload(values: DetailsFormValues, context: DetailsContext): DetailsInput {
  return {
    projectTitle: values.projectTitle,
    styleOfEnglish: context.styleOfEnglishApplies ? values.styleOfEnglish : null,
    areaOfStudyId: context.areaOfStudyApplies ? values.areaOfStudyId : null,
    journal: context.journalShown ? journalPayload(values.journal) : null,
    answers: answersPayload(context.questions, values.answers),
    ...(context.currencyIso ? { currencyIso: context.currencyIso } : {}),
    ...(context.adminCreated ? { suppressInvoiceCreation: values.suppressInvoiceCreation } : {}),
  };
}

/** Field path → message key, for the rules that depend on the order. */
export function detailsRuleErrors(values: DetailsFormValues, context: DetailsContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (context.styleOfEnglishApplies && values.styleOfEnglish === null) errors.styleOfEnglish = 'style-of-english-required';
  if (context.areaOfStudyApplies && values.areaOfStudyId === null) errors.areaOfStudyId = 'area-of-study-error';
  if (context.journalShown) {
    if (context.journalRequired && (values.journal?.name ?? '').trim() === '') errors['journal.name'] = 'journal-details-required';
    const website = journalWebsiteProblem(values.journal?.url);
    if (website) errors['journal.url'] = website;
  }
  for (const [id, key] of Object.entries(answerErrors(context.questions, values.answers))) errors[`answers.${id}`] = key;
  if (context.adminCreated && values.suppressInvoiceCreation === null) errors.suppressInvoiceCreation = 'selection-required';
  return errors;
}

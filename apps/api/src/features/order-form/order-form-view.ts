import { companyTimeZone } from '@marginalia/contracts/order-form/pricing/deadlines';
import { wordCountNotices, hasVeryLongWordCount } from '@marginalia/contracts/order-form/pricing/word-count';
import type { OrderForm, OrderFormFile } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { BusinessCalendar } from '@marginalia/contracts/order-form/pricing/deadlines';
import type { Db } from '../../platform/db/client';

import type { Catalogue } from './catalogue.repository';
import { findFormFiles, findFormServices, findOrderExternalId, findOrderWithTitle } from './order-form.repository';
import { convert, deadlinesOf, priceLines, rushOffered, rushPriceDifference, selectedLines, type PricingInput } from './order-form-pricing';
import { currentStep, stepsFor, stepsView } from './order-form-steps';
import { CONCIERGE_SERVICES, offerContextOf, serviceOffer } from './services-view';
import { bundleViews, questionsFor, type BundleAnswers } from './bundles-view';
import { discountCandidates } from './discounts.service';
import { bundleDiscount } from './bundle-discount';
import { serviceQuestionsFor } from './service-questions';
import type { UserRow } from '../../platform/db/schema/users';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import type { OrderFormFileRow, OrderFormRow } from '../../platform/db/schema/order-forms';
import type { StorageQuotas } from '@marginalia/contracts/app-config/settings.contract';

/** Everything a request knows that the form's view depends on. */
export interface FormRequestContext {
  db: Db;
  catalogue: Catalogue;
  application: Application;
  user: UserRow | null;
  impersonating: boolean;
  now: Date;
  /** The client's address (behind a trusted proxy, the forwarded one): visitors' quotas count by it. */
  address: string;
  storageQuotas: StorageQuotas;
}

/** The company's working zone per localization: deadlines count its business days. */
/** CNY is never offered in the visitor's currency picker. */
const PICKER_EXCLUDED = new Set(['CNY']);
/** A form opened again after this long shows the "continuing a previous submission" warning. */
const CONTINUED_AFTER_MS = 60 * 60 * 1000;

export function calendarOf(catalogue: Catalogue, localization: string): BusinessCalendar {
  return { holidays: new Set(catalogue.holidays.get(localization) ?? []), timeZone: companyTimeZone(localization) };
}

export function currencyOf(context: FormRequestContext, form: OrderFormRow): CurrencyRow {
  const { currencies } = context.catalogue;
  const code = context.user?.currency ?? form.currency ?? 'USD';
  const row = currencies.get(code) ?? currencies.get('USD');
  if (!row) throw new Error('the USD currency is missing from the catalogue');
  return row;
}

export function pricingInput(context: FormRequestContext, form: OrderFormRow, selection: PricingInput['selection']): PricingInput {
  return {
    catalogue: context.catalogue,
    currency: currencyOf(context, form),
    calendar: calendarOf(context.catalogue, form.localization),
    now: context.now,
    wordCount: form.wordCount,
    rush: form.rush,
    selection,
  };
}

function fileView(file: OrderFormFileRow): OrderFormFile {
  return { id: file.publicId, kind: file.kind, name: file.name, type: file.contentType, size: file.size, analysis: file.analysisStatus, wordCount: file.wordCount, createdAt: file.createdAt.toISOString() };
}

/**
 * The priced form and its discounts, shared by the view and by the calls that answer line items. `base`:
 * pricing this request built already for the same form (its currency and calendar are reused).
 */
export async function priceForm(context: FormRequestContext, form: OrderFormRow, selection: PricingInput['selection'], base?: PricingInput) {
  const input = base ? { ...base, wordCount: form.wordCount, rush: form.rush, selection } : pricingInput(context, form, selection);
  const { lines, missing } = selectedLines(input);
  const bundle = bundleDiscount(input, form.serviceBundleId, lines);
  const candidates = await discountCandidates(context.db, {
    promotionalCodeId: form.promotionalCodeId,
    user: context.user,
    reedit: form.reeditOfOrderId !== null,
    bundleDiscount: bundle,
    now: context.now,
    convertUsd: (usdCents) => convert(input, usdCents),
  });
  return { input, lines, missing, bundle, candidates, priced: priceLines(lines, candidates) };
}

export async function buildOrderFormView(context: FormRequestContext, form: OrderFormRow, base?: PricingInput): Promise<OrderForm> {
  const { catalogue } = context;
  const [selectionRows, files] = await Promise.all([findFormServices(context.db, form.id), findFormFiles(context.db, form.id)]);
  const selection = selectionRows.map((row) => ({ serviceIdentity: row.serviceIdentity, quantity: row.quantity }));
  const { input, lines, missing, bundle, priced } = await priceForm(context, form, selection, base);
  const offer = serviceOffer(input, offerContextOf(context, form));
  const deadlines = deadlinesOf(input, lines);
  const selectedServices = lines.map((line) => line.service);
  const has = (predicate: (identity: string, type: string) => boolean) => selection.some(({ serviceIdentity }) => predicate(serviceIdentity, catalogue.services.get(serviceIdentity)?.serviceType ?? ''));
  const hasTranslation = has((_, type) => type === 'translation');
  const hasScientificEditing = has((identity) => identity === 'scientific-editing');
  const goal = catalogue.goals.find((row) => row.name === form.customerGoal) ?? null;
  const steps = stepsFor({ goal: form.customerGoal, bundleInterested: form.serviceBundleInterested, quoteConverted: false });
  const step = currentStep(steps, form.stepName);
  const wordContext = { wordCount: form.wordCount ?? 0, manuscriptLanguageId: form.manuscriptLanguageId, goal: form.customerGoal ?? '', hasTranslation, hasScientificEditing };
  const notices: string[] = form.wordCount ? wordCountNotices({ ...wordContext, impersonating: context.impersonating }) : [];
  if (hasScientificEditing) notices.push('scientific-editing-aos-notice');
  // A re-edit or rework carries the original's title on purpose: it is not a duplicate order.
  const linked = form.reeditOfOrderId !== null || form.reworkOfOrderId !== null;
  const duplicate = context.user && form.projectTitle && !linked ? await findOrderWithTitle(context.db, context.user.id, form.projectTitle) : null;
  const [reeditOf, reworkOf] = context.user
    ? await Promise.all([findOrderExternalId(context.db, context.user.id, form.reeditOfOrderId), findOrderExternalId(context.db, context.user.id, form.reworkOfOrderId)])
    : [null, null];
  const byKind = (kind: OrderFormFileRow['kind']) => files.filter((file) => file.kind === kind).map(fileView);
  const currency = input.currency;
  const currencyView = (row: CurrencyRow) => ({ isoCode: row.isoCode, shortName: row.shortName, sign: row.sign, numDecimals: row.numDecimals });
  const answers = (form.answers ?? {}) as Record<string, string | boolean>;
  const bundleAnswers = (form.bundleAnswers ?? {}) as BundleAnswers;
  const bundlesAnswered = Object.keys(bundleAnswers).length > 0;
  const rushEligible = bundle !== null && deadlines?.rushDeadline !== null && lines.some((line) => line.rush);
  const bundleRow = form.serviceBundleId === null ? null : catalogue.bundles.find((row) => row.id === form.serviceBundleId);

  return {
    id: form.publicId,
    version: form.version,
    loggedIn: context.user !== null,
    currency: currencyView(currency),
    currencies: context.user ? [] : [...catalogue.currencies.values()].filter((row) => row.selectable && !PICKER_EXCLUDED.has(row.isoCode)).map(currencyView),
    customerGoal: goal ? { name: goal.name, requiresWordCount: goal.requiresWordCount, uploadType: goal.uploadType } : null,
    customerGoals: catalogue.goals.filter((row) => row.selectable).map((row) => ({ name: row.name, requiresWordCount: row.requiresWordCount, uploadType: row.uploadType })),
    uploadLater: form.uploadLater,
    wordCount: form.wordCount,
    calculatedWordCount: form.calculatedWordCount,
    manuscriptLanguageId: form.manuscriptLanguageId,
    detectedLanguageId: form.detectedLanguageId,
    manuscriptLanguages: catalogue.languages.map(({ id, name }) => ({ id, name })),
    manuscripts: { main: byKind('main'), figures: byKind('figures'), tables: byKind('tables'), references: byKind('references') },
    services: lines.map((line) => ({ identity: line.service.identity, rush: line.rush, quantity: line.quantity })),
    availableServices: offer.main,
    additionalServices: offer.additional,
    availableConciergeServices: CONCIERGE_SERVICES.map((service) => ({ ...service })),
    declineEditing: form.declineEditing,
    rush: lines.some((line) => line.rush),
    steps: stepsView(steps, step),
    deadline: deadlines?.deadline.toISOString() ?? null,
    nonRushDeadline: deadlines?.nonRushDeadline.toISOString() ?? null,
    rushDeadline: deadlines?.rushDeadline?.toISOString() ?? null,
    rushPriceDifference: rushOffered(input) ? rushPriceDifference(input, lines) : null,
    rushDiscountEligible: rushEligible,
    rushDiscountPercent: rushEligible && bundleRow ? bundleRow.rushDiscountPercent : 0,
    holidays: [...input.calendar.holidays].sort(),
    discounts: priced.discounts.map((discount) => ({
      id: discount.id,
      type: discount.type,
      code: discount.code,
      description: discount.description,
      percentBased: discount.percentBased,
      amount: discount.percentBased ? discount.percent : discount.amount,
      appliedAmount: discount.appliedAmount,
      applied: discount.applied,
      removable: discount.type === 'promotional-code',
      endDate: discount.endDate,
    })),
    lineItems: priced.lineItems.map((item, index) => {
      const line = lines[index];
      return { ...item, name: line?.service.name ?? item.serviceIdentity, quantity: line?.quantity ?? 1, rush: line?.rush ?? false };
    }),
    listTotal: priced.listTotal,
    total: Math.max(0, priced.total),
    referralEmails: form.referralEmails,
    estimateId: form.estimateId,
    adminCreated: form.adminCreated,
    suppressInvoiceCreation: form.suppressInvoiceCreation,
    styleOfEnglish: form.styleOfEnglish ?? (form.customerGoal === 'editing' ? 'american' : null),
    projectTitle: form.projectTitle,
    projectAuthors: form.projectAuthors,
    areaOfStudyId: form.areaOfStudyId,
    journal: form.journalName ? { id: form.journalId, name: form.journalName, url: form.journalUrl } : null,
    showJournalDetailsInput: selectedServices.some((service) => service.requiresJournalDetails),
    hasJournalRec: has((identity) => identity === 'journal-recommendation'),
    hasScientificEditing,
    hasTargetJournal: form.journalName !== null,
    hasTranslation,
    hasVeryLongWordCount: form.wordCount ? hasVeryLongWordCount(wordContext) : false,
    noServiceOption: missing.length > 0,
    notices,
    answers,
    serviceQuestions: serviceQuestionsFor(catalogue.serviceQuestions, { selected: new Set(selection.map((item) => item.serviceIdentity)), goal: form.customerGoal, manuscriptLanguageId: form.manuscriptLanguageId }),
    serviceBundle: { interested: form.serviceBundleInterested, selectedBundleId: form.serviceBundleId, answers: bundleAnswers },
    availableServiceBundles:
      form.serviceBundleInterested && bundlesAnswered
        ? bundleViews(input, { answers: bundleAnswers, figureCount: byKind('figures').length, selectedIdentities: new Set(selection.map((item) => item.serviceIdentity)), selectedBundleId: form.serviceBundleId })
        : [],
    serviceBundleQuestions: form.serviceBundleInterested ? questionsFor(catalogue.bundleQuestions, form.manuscriptLanguageId) : [],
    duplicateOrder: duplicate
      ? { externalId: duplicate.externalId, title: duplicate.title, date: duplicate.createdAt.toISOString(), ageHours: Math.floor((context.now.getTime() - duplicate.createdAt.getTime()) / 3_600_000) }
      : null,
    continued: context.now.getTime() - form.createdAt.getTime() > CONTINUED_AFTER_MS && (step !== steps[0] || files.length > 0),
    reeditOf,
    reworkOf,
    reworkDetails: form.reworkDetails,
  };
}

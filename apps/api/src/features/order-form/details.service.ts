import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { AppError } from '../../platform/errors/app-error';
import { findOrderWithTitle, updateForm } from './order-form.repository';
import { buildOrderFormView, type FormRequestContext } from './order-form-view';
import { advance, respond } from './order-form.service';
import { questionShown } from './service-questions';
import { findSelectableArea } from './areas.repository';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * The details step: title, style of English,
 * area of study for translations, the target journal when a service needs it, the service questions,
 * and the admin's invoice choice; then the duplicate-order check decides the next screen.
 */
const JOURNAL_URL = /^https?:\/\//i;

export async function saveDetails(context: FormRequestContext, form: OrderFormRow, input: DetailsInput): Promise<OrderFormResponse> {
  const user = context.user;
  if (!user) throw new AppError(401, 'login-required');
  const view = await buildOrderFormView(context, form);
  if (view.services.length === 0) throw new AppError(400, 'submission-issue');
  const fields: Record<string, string> = {};
  const editingGoal = view.services.some((service) => ['editing', 'translation'].includes(context.catalogue.services.get(service.identity)?.serviceType ?? ''));
  if (editingGoal && !input.styleOfEnglish) fields.styleOfEnglish = 'style-of-english-required';
  if (view.hasTranslation) {
    if (input.areaOfStudyId === null || !(await findSelectableArea(context.db, input.areaOfStudyId))) fields.areaOfStudyId = 'area-of-study-error';
  }
  if (view.showJournalDetailsInput && !input.journal) fields.journal = 'journal-details-required';
  if (input.journal?.url && !JOURNAL_URL.test(input.journal.url)) fields['journal.url'] = 'journal-url-invalid';
  for (const question of view.serviceQuestions) {
    if (!question.required || !questionShown(question, input.answers)) continue;
    const answer = input.answers[String(question.id)];
    const missing = answer === undefined || (typeof answer === 'string' && answer.trim() === '') || (question.type === 'select' && typeof answer === 'string' && !question.choices.includes(answer));
    if (missing) fields[`answers.${question.id}`] = 'value-required';
  }
  if (form.adminCreated && (input.suppressInvoiceCreation === null || input.suppressInvoiceCreation === undefined)) fields.suppressInvoiceCreation = 'selection-required';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation-error', {}, fields);

  const asked = new Set(view.serviceQuestions.map((question) => String(question.id)));
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([id]) => asked.has(id)));
  const currency = input.currencyIso && !user.currency ? context.catalogue.currencies.get(input.currencyIso) : undefined;
  const duplicate = await findOrderWithTitle(context.db, user.id, input.projectTitle);
  const acknowledged = duplicate !== null && form.duplicateAcknowledgedTitle?.toLowerCase() === input.projectTitle.toLowerCase();
  const next = duplicate && !acknowledged ? null : advance(form, 'details');
  const saved = await updateForm(context.db, form.id, {
    projectTitle: input.projectTitle,
    projectAuthors: input.projectAuthors ?? null,
    styleOfEnglish: input.styleOfEnglish,
    areaOfStudyId: view.hasTranslation ? input.areaOfStudyId : null,
    journalId: input.journal?.id ?? null,
    journalName: input.journal?.name ?? null,
    journalUrl: input.journal?.url || null,
    answers,
    ...(currency?.selectable ? { currency: currency.isoCode } : {}),
    ...(form.adminCreated ? { suppressInvoiceCreation: input.suppressInvoiceCreation ?? null } : {}),
    ...(next ? { stepName: next } : {}),
  });
  return respond(context, saved, next ? stepUrl(next) : '/researcher/submit/duplicate-order');
}

/** GET /api/order/duplicate?title=: the user's latest order with that title, with its age in hours. */
export async function findDuplicate(context: FormRequestContext, title: string) {
  const user = context.user;
  if (!user) throw new AppError(401, 'login-required');
  const order = await findOrderWithTitle(context.db, user.id, title);
  if (!order) return { order: null };
  return { order: { externalId: order.externalId, title: order.title, date: order.createdAt.toISOString(), ageHours: Math.floor((context.now.getTime() - order.createdAt.getTime()) / 3_600_000) } };
}

/** The duplicate-order screen's choice: go on with the new order, or ask support about the earlier one. */
export async function chooseAfterDuplicate(context: FormRequestContext, form: OrderFormRow, choice: 'continue' | 'support'): Promise<{ nextUrl: string }> {
  const user = context.user;
  if (!user) throw new AppError(401, 'login-required');
  const duplicate = form.projectTitle ? await findOrderWithTitle(context.db, user.id, form.projectTitle) : null;
  if (!duplicate) return { nextUrl: '/researcher/submit/resume' };
  if (choice === 'support') return { nextUrl: `/support/index/submission/${encodeURIComponent(duplicate.externalId)}/type/duplicate` };
  const next = advance(form, 'details');
  await updateForm(context.db, form.id, { duplicateAcknowledgedTitle: form.projectTitle, stepName: next });
  return { nextUrl: stepUrl(next) };
}

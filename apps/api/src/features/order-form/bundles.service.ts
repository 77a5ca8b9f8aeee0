import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { AppError } from '../../platform/errors/app-error';
import { replaceFormServices, updateForm } from './order-form.repository';
import { buildOrderFormView, type FormRequestContext } from './order-form-view';
import { answeredTableCount, questionsFor, tableCountOf, type BundleAnswers } from './bundles-view';
import { advance, respond } from './order-form.service';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * "Help me decide": answers to the bundle questions, the chosen bundle with its
 * add-ons and rush, and leaving the bundles for the normal services page.
 */
export async function saveBundleAnswers(context: FormRequestContext, form: OrderFormRow, answers: BundleAnswers): Promise<OrderFormResponse> {
  if (!form.serviceBundleInterested) throw new AppError(400, 'order-form-step-error');
  const questions = context.catalogue.bundleQuestions;
  const asked = questionsFor(questions, form.manuscriptLanguageId);
  const fields: Record<string, string> = {};
  for (const question of asked) {
    const answer = answers[String(question.id)];
    if (question.type === 'multiple-choice') {
      const ids = new Set(question.choices.map((choice) => choice.id));
      if (!Array.isArray(answer) || answer.length === 0 || !answer.every((id) => typeof id === 'number' && ids.has(id))) fields[String(question.id)] = 'selectOneCheckbox';
    }
    if (question.type === 'journal-select' && answeredTableCount(questions, answers) > 0) {
      const journal = answer as { name?: unknown } | null | undefined;
      if (!journal || typeof journal.name !== 'string' || journal.name.trim().length === 0) fields[String(question.id)] = 'journalForTableFormatting';
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation-error', {}, fields);
  const known = Object.fromEntries(Object.entries(answers).filter(([id]) => asked.some((question) => String(question.id) === id)));
  const saved = await updateForm(context.db, form.id, { bundleAnswers: known, serviceBundleId: null });
  const view = await buildOrderFormView(context, saved);
  if (view.availableServiceBundles.length === 0) return { orderForm: view, nextUrl: null };
  const next = advance(saved, 'manuscript-services');
  const moved = await updateForm(context.db, form.id, { stepName: next });
  return respond(context, moved, stepUrl(next));
}

export async function selectBundle(
  context: FormRequestContext,
  form: OrderFormRow,
  input: { bundleId: number; addOns: string[]; rush: boolean; tableCount?: number },
): Promise<OrderFormResponse> {
  const view = await buildOrderFormView(context, form);
  const bundle = view.availableServiceBundles.find((candidate) => candidate.id === input.bundleId);
  if (!bundle) throw new AppError(400, 'service-bundle-not-available');
  const addOnIds = new Set(bundle.services.filter((service) => service.addOn).map((service) => service.id));
  if (!input.addOns.every((identity) => addOnIds.has(identity))) throw new AppError(400, 'service-not-available');
  const tables = input.tableCount ?? tableCountOf(context.catalogue.bundleQuestions, (form.bundleAnswers ?? {}) as BundleAnswers);
  const figures = Math.max(1, view.manuscripts.figures.length);
  const quantityOf = (identity: string) => {
    const counted = context.catalogue.services.get(identity)?.optionsDeterminedByCount;
    return counted === 'tables' ? tables : counted === 'figures' ? figures : 1;
  };
  const selection = [...bundle.services.filter((service) => !service.addOn).map((service) => service.id), ...new Set(input.addOns)].map((identity) => ({ serviceIdentity: identity, quantity: quantityOf(identity) }));
  const next = advance(form, 'service-bundles');
  const saved = await context.db.transaction(async (tx) => {
    await replaceFormServices(tx, form.id, selection);
    return updateForm(tx, form.id, { serviceBundleId: bundle.id, rush: input.rush && bundle.rushOffered, declineEditing: false, stepName: next });
  });
  return respond(context, saved, stepUrl(next));
}

/** Bundle interest on or off; off goes back to the normal services page. */
export async function setBundleInterest(context: FormRequestContext, form: OrderFormRow, interested: boolean): Promise<OrderFormResponse> {
  const allowed = context.application.featureFlags.service_bundles !== false && context.application.allowsServiceBundles;
  if (interested && !allowed) throw new AppError(400, 'service-bundle-not-available');
  const saved = await context.db.transaction(async (tx) => {
    if (form.serviceBundleId !== null) await replaceFormServices(tx, form.id, []);
    return updateForm(tx, form.id, { serviceBundleInterested: interested, serviceBundleId: null, bundleAnswers: {}, stepName: 'manuscript-services' });
  });
  return respond(context, saved, stepUrl('manuscript-services'));
}

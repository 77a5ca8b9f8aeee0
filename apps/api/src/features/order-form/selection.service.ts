import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { binFor, rushData } from '@marginalia/contracts/order-form/pricing/service-options';
import { WORD_COUNT_MAX_BASIC } from '@marginalia/contracts/order-form/pricing/word-count';
import { AppError } from '../../platform/errors/app-error';
import { replaceFormServices, updateForm } from './order-form.repository';
import { convert, countFor, optionsOf, rushOffered } from './order-form-pricing';
import { pricingInput, type FormRequestContext } from './order-form-view';
import { mainGroupOf, offerContextOf, offeredIdentities, serviceOffer } from './services-view';
import { advance, respond, saveRush, selectionOf, stepsOf } from './order-form.service';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * Choosing services (spec 2 §4 "Service selection"): the main service of the step (one tile, or several
 * on the multi-select page), additional services with their quantities, rush and the word count control.
 */
type Selection = { serviceIdentity: string; quantity: number }[];

function offer(context: FormRequestContext, form: OrderFormRow, selection: Selection) {
  return serviceOffer(pricingInput(context, form, selection), offerContextOf(context, form));
}

function assertChoosable(context: FormRequestContext, form: OrderFormRow, selection: Selection, identity: string, place: 'main' | 'additional' | 'any') {
  const { main, additional } = offer(context, form, selection);
  const pool = place === 'main' ? main : place === 'additional' ? additional : [...main, ...additional];
  const service = pool.find((candidate) => candidate.identity === identity);
  if (!service) throw new AppError(400, 'service-not-available');
  if (service.disabled) throw new AppError(400, service.disabled);
  return service;
}

/** Rush stays on only while some chosen service offers it; a rush-only bin turns it on (spec 2 §4). */
function rushAfter(context: FormRequestContext, form: OrderFormRow, selection: Selection, wanted: boolean): boolean {
  const input = pricingInput(context, form, selection);
  const forced = selection.some(({ serviceIdentity, quantity }) => {
    const service = context.catalogue.services.get(serviceIdentity);
    return service ? rushData(optionsOf(context.catalogue, serviceIdentity), countFor(service, form.wordCount, quantity)).rushOnly : false;
  });
  return forced || (wanted && rushOffered(input));
}

async function saveSelection(context: FormRequestContext, form: OrderFormRow, selection: Selection, changes: Parameters<typeof updateForm>[2] = {}) {
  return context.db.transaction(async (tx) => {
    await replaceFormServices(tx, form.id, selection);
    const rush = rushAfter(context, form, selection, changes.rush ?? form.rush);
    return updateForm(tx, form.id, { ...changes, rush });
  });
}

/** The main tile chosen on manuscript-services: it replaces the other services of that page. */
export async function selectService(context: FormRequestContext, form: OrderFormRow, identity: string): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  assertChoosable(context, form, current, identity, 'main');
  const mainGroup = new Set(offeredIdentities(pricingInput(context, form, current), offerContextOf(context, form), mainGroupOf(form.customerGoal)));
  const kept = current.filter((item) => !mainGroup.has(item.serviceIdentity));
  const saved = await saveSelection(context, form, [{ serviceIdentity: identity, quantity: 1 }, ...kept], { declineEditing: false, serviceBundleId: null });
  return respond(context, saved);
}

/** Next on a services page: the page's chosen services (or 'decline editing'), then the next step. */
export async function chooseServices(context: FormRequestContext, form: OrderFormRow, input: { serviceIdentities: string[]; declineEditing: boolean }): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  const { main } = offer(context, form, current);
  const unique = [...new Set(input.serviceIdentities)];
  for (const identity of unique) assertChoosable(context, form, current, identity, 'main');
  if (unique.length === 0 && !input.declineEditing) throw new AppError(400, 'selection-required');
  const mainIdentities = new Set(main.map((service) => service.identity));
  const quantities = new Map(current.map((item) => [item.serviceIdentity, item.quantity]));
  const kept = current.filter((item) => !mainIdentities.has(item.serviceIdentity));
  const selection = [...unique.map((identity) => ({ serviceIdentity: identity, quantity: quantities.get(identity) ?? 1 })), ...kept];
  const { current: step } = stepsOf(form);
  const next = advance(form, step === 'multimedia-services' ? 'multimedia-services' : 'manuscript-services');
  const saved = await saveSelection(context, form, selection, { declineEditing: input.declineEditing && unique.length === 0, stepName: next });
  return respond(context, saved, stepUrl(next));
}

export async function addService(context: FormRequestContext, form: OrderFormRow, identity: string, quantity = 1): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  assertChoosable(context, form, current, identity, 'any');
  const selection = [...current.filter((item) => item.serviceIdentity !== identity), { serviceIdentity: identity, quantity }];
  return respond(context, await saveSelection(context, form, selection));
}

/** A service can be removed only if more than one remains and it is removable (spec 2 §4). */
export async function removeService(context: FormRequestContext, form: OrderFormRow, identity: string): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  if (!current.some((item) => item.serviceIdentity === identity)) throw new AppError(404, 'service-not-on-order');
  const service = context.catalogue.services.get(identity);
  if (current.length <= 1 || !service?.canBeRemovedFromOrder) throw new AppError(400, 'service-not-removable');
  return respond(context, await saveSelection(context, form, current.filter((item) => item.serviceIdentity !== identity), { serviceBundleId: form.serviceBundleId }));
}

export async function setQuantity(context: FormRequestContext, form: OrderFormRow, identity: string, quantity: number): Promise<OrderFormResponse> {
  const service = context.catalogue.services.get(identity);
  if (!service || (service.optionsDeterminedByCount !== 'figures' && service.optionsDeterminedByCount !== 'tables')) throw new AppError(400, 'service-not-available');
  const current = await selectionOf(context.db, form);
  if (!current.some((item) => item.serviceIdentity === identity)) throw new AppError(404, 'service-not-on-order');
  const selection = current.map((item) => (item.serviceIdentity === identity ? { ...item, quantity } : item));
  return respond(context, await saveSelection(context, form, selection));
}

export async function continueAdditional(context: FormRequestContext, form: OrderFormRow): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  if (current.length === 0) throw new AppError(400, 'submission-issue');
  const next = advance(form, 'additional-services');
  return respond(context, await updateForm(context.db, form.id, { stepName: next }), stepUrl(next));
}

export async function toggleRush(context: FormRequestContext, form: OrderFormRow, rushed: boolean): Promise<OrderFormResponse> {
  const selection = await selectionOf(context.db, form);
  return saveRush(context, form, rushed, rushOffered(pricingInput(context, form, selection)));
}

/**
 * The change-word-count control's bin look-up (spec 2 §4 "Word count handling"): the bin of the new
 * count for the form's word-priced main service, with its price; null when none exists (no-service).
 */
export async function binPrice(context: FormRequestContext, form: OrderFormRow, newWordCount: number) {
  const selection = await selectionOf(context.db, form);
  const wordService = selection.map((item) => context.catalogue.services.get(item.serviceIdentity)).find((service) => service?.optionsDeterminedByCount === 'words');
  const identity = wordService?.identity ?? offer(context, form, selection).main.find((service) => service.optionsDeterminedByCount === 'words')?.identity;
  if (!identity) return { newService: null };
  const options = optionsOf(context.catalogue, identity);
  const bin = binFor(options, newWordCount);
  const option = bin ? rushData(options, newWordCount) : null;
  const chosen = option ? ((form.rush ? option.rushOption : null) ?? option.nonRushOption ?? option.rushOption) : null;
  if (!bin || !chosen) return { newService: null };
  return { newService: { name: bin.name, price: convert(pricingInput(context, form, selection), chosen.priceUsdCents), serviceIdentity: identity } };
}

/** Applies a new word count from the control; counts above the basic range have no service option. */
export async function updateWordCount(context: FormRequestContext, form: OrderFormRow, newWordCount: number): Promise<OrderFormResponse> {
  if (newWordCount > WORD_COUNT_MAX_BASIC) throw new AppError(400, 'word-count-range-error');
  const selection = await selectionOf(context.db, form);
  const resized = { ...form, wordCount: newWordCount };
  const saved = await updateForm(context.db, form.id, { wordCount: newWordCount, rush: rushAfter(context, resized, selection, form.rush) });
  return respond(context, saved);
}

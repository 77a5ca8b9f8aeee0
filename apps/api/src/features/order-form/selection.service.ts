import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { binFor, rushData } from '@marginalia/contracts/order-form/pricing/service-options';
import { WORD_COUNT_MAX_BASIC } from '@marginalia/contracts/order-form/pricing/word-count';
import { AppError } from '../../platform/errors/app-error';
import { replaceFormServices, updateForm } from './order-form.repository';
import { convert, countFor, optionsOf, rushOffered, type PricingInput } from './order-form-pricing';
import { pricingInput, type FormRequestContext } from './order-form-view';
import { mainGroupOf, offerContextOf, offeredIdentities, serviceOffer } from './services-view';
import { advance, respond, selectionOf, stepsOf } from './order-form.service';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * Choosing services: the main service of the step (one tile, or several
 * on the multi-select page), additional services with their quantities, rush and the word count control.
 *
 * Each call prices the form once (`FormPricing`: currency, calendar and the service offer of the current
 * selection) and passes it on: to the checks, to the rush rule of the new selection and to the answer.
 */
type Selection = { serviceIdentity: string; quantity: number }[];

interface FormPricing {
  input: PricingInput;
  offer: ReturnType<typeof serviceOffer>;
}

async function pricingOf(context: FormRequestContext, form: OrderFormRow): Promise<FormPricing> {
  const input = pricingInput(context, form, await selectionOf(context.db, form));
  return { input, offer: serviceOffer(input, offerContextOf(context, form)) };
}

function assertChoosable(pricing: FormPricing, identity: string, place: 'main' | 'additional' | 'any') {
  const { main, additional } = pricing.offer;
  const pool = place === 'main' ? main : place === 'additional' ? additional : [...main, ...additional];
  const service = pool.find((candidate) => candidate.identity === identity);
  if (!service) throw new AppError(400, 'service-not-available');
  if (service.disabled) throw new AppError(400, service.disabled);
  return service;
}

/** Rush stays on only while some chosen service offers it; a rush-only bin turns it on. */
function rushAfter(input: PricingInput, wanted: boolean): boolean {
  const forced = input.selection.some(({ serviceIdentity, quantity }) => {
    const service = input.catalogue.services.get(serviceIdentity);
    return service ? rushData(optionsOf(input.catalogue, serviceIdentity), countFor(service, input.wordCount, quantity)).rushOnly : false;
  });
  return forced || (wanted && rushOffered(input));
}

/** Saves the new selection (and other changes) and answers the form, priced with the request's pricing. */
async function saveSelection(context: FormRequestContext, form: OrderFormRow, pricing: FormPricing, selection: Selection, changes: Parameters<typeof updateForm>[2] = {}, nextUrl: string | null = null) {
  const saved = await context.db.transaction(async (tx) => {
    await replaceFormServices(tx, form.id, selection);
    const rush = rushAfter({ ...pricing.input, selection }, changes.rush ?? form.rush);
    return updateForm(tx, form.id, { ...changes, rush });
  });
  return respond(context, saved, nextUrl, pricing.input);
}

/** The main tile chosen on manuscript-services: it replaces the other services of that page. */
export async function selectService(context: FormRequestContext, form: OrderFormRow, identity: string): Promise<OrderFormResponse> {
  const pricing = await pricingOf(context, form);
  assertChoosable(pricing, identity, 'main');
  const mainGroup = new Set(offeredIdentities(pricing.input, offerContextOf(context, form), mainGroupOf(form.customerGoal)));
  const kept = pricing.input.selection.filter((item) => !mainGroup.has(item.serviceIdentity));
  return saveSelection(context, form, pricing, [{ serviceIdentity: identity, quantity: 1 }, ...kept], { declineEditing: false, serviceBundleId: null });
}

/** Next on a services page: the page's chosen services (or 'decline editing'), then the next step. */
export async function chooseServices(context: FormRequestContext, form: OrderFormRow, input: { serviceIdentities: string[]; declineEditing: boolean }): Promise<OrderFormResponse> {
  const pricing = await pricingOf(context, form);
  const current = pricing.input.selection;
  const unique = [...new Set(input.serviceIdentities)];
  for (const identity of unique) assertChoosable(pricing, identity, 'main');
  if (unique.length === 0 && !input.declineEditing) throw new AppError(400, 'selection-required');
  const mainIdentities = new Set(pricing.offer.main.map((service) => service.identity));
  const quantities = new Map(current.map((item) => [item.serviceIdentity, item.quantity]));
  const kept = current.filter((item) => !mainIdentities.has(item.serviceIdentity));
  const selection = [...unique.map((identity) => ({ serviceIdentity: identity, quantity: quantities.get(identity) ?? 1 })), ...kept];
  const { current: step } = stepsOf(form);
  const next = advance(form, step === 'multimedia-services' ? 'multimedia-services' : 'manuscript-services');
  return saveSelection(context, form, pricing, selection, { declineEditing: input.declineEditing && unique.length === 0, stepName: next }, stepUrl(next));
}

export async function addService(context: FormRequestContext, form: OrderFormRow, identity: string, quantity = 1): Promise<OrderFormResponse> {
  const pricing = await pricingOf(context, form);
  assertChoosable(pricing, identity, 'any');
  const selection = [...pricing.input.selection.filter((item) => item.serviceIdentity !== identity), { serviceIdentity: identity, quantity }];
  return saveSelection(context, form, pricing, selection);
}

/** A service can be removed only if more than one remains and it is removable. */
export async function removeService(context: FormRequestContext, form: OrderFormRow, identity: string): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  if (!current.some((item) => item.serviceIdentity === identity)) throw new AppError(404, 'service-not-on-order');
  const service = context.catalogue.services.get(identity);
  if (current.length <= 1 || !service?.canBeRemovedFromOrder) throw new AppError(400, 'service-not-removable');
  const input = pricingInput(context, form, current);
  return saveSelection(context, form, { input, offer: { main: [], additional: [] } }, current.filter((item) => item.serviceIdentity !== identity), { serviceBundleId: form.serviceBundleId });
}

export async function setQuantity(context: FormRequestContext, form: OrderFormRow, identity: string, quantity: number): Promise<OrderFormResponse> {
  const service = context.catalogue.services.get(identity);
  if (!service || (service.optionsDeterminedByCount !== 'figures' && service.optionsDeterminedByCount !== 'tables')) throw new AppError(400, 'service-not-available');
  const current = await selectionOf(context.db, form);
  if (!current.some((item) => item.serviceIdentity === identity)) throw new AppError(404, 'service-not-on-order');
  const input = pricingInput(context, form, current);
  const selection = current.map((item) => (item.serviceIdentity === identity ? { ...item, quantity } : item));
  return saveSelection(context, form, { input, offer: { main: [], additional: [] } }, selection);
}

export async function continueAdditional(context: FormRequestContext, form: OrderFormRow): Promise<OrderFormResponse> {
  const current = await selectionOf(context.db, form);
  if (current.length === 0) throw new AppError(400, 'submission-issue');
  const next = advance(form, 'additional-services');
  return respond(context, await updateForm(context.db, form.id, { stepName: next }), stepUrl(next), pricingInput(context, form, current));
}

export async function toggleRush(context: FormRequestContext, form: OrderFormRow, rushed: boolean): Promise<OrderFormResponse> {
  const input = pricingInput(context, form, await selectionOf(context.db, form));
  if (rushed && !rushOffered(input)) throw new AppError(400, 'rush-not-available');
  return respond(context, await updateForm(context.db, form.id, { rush: rushed }), null, input);
}

/**
 * The change-word-count control's bin look-up: the bin of the new
 * count for the form's word-priced main service, with its price; null when none exists (no-service).
 */
export async function binPrice(context: FormRequestContext, form: OrderFormRow, newWordCount: number) {
  const selection = await selectionOf(context.db, form);
  const input = pricingInput(context, form, selection);
  const wordService = selection.map((item) => context.catalogue.services.get(item.serviceIdentity)).find((service) => service?.optionsDeterminedByCount === 'words');
  const identity = wordService?.identity ?? serviceOffer(input, offerContextOf(context, form)).main.find((service) => service.optionsDeterminedByCount === 'words')?.identity;
  if (!identity) return { newService: null };
  const options = optionsOf(context.catalogue, identity);
  const bin = binFor(options, newWordCount);
  const option = bin ? rushData(options, newWordCount) : null;
  const chosen = option ? ((form.rush ? option.rushOption : null) ?? option.nonRushOption ?? option.rushOption) : null;
  if (!bin || !chosen) return { newService: null };
  return { newService: { name: bin.name, price: convert(input, chosen.priceUsdCents), serviceIdentity: identity } };
}

/** Applies a new word count from the control; counts above the basic range have no service option. */
export async function updateWordCount(context: FormRequestContext, form: OrderFormRow, newWordCount: number): Promise<OrderFormResponse> {
  if (newWordCount > WORD_COUNT_MAX_BASIC) throw new AppError(400, 'word-count-range-error');
  const input = { ...pricingInput(context, form, await selectionOf(context.db, form)), wordCount: newWordCount };
  const saved = await updateForm(context.db, form.id, { wordCount: newWordCount, rush: rushAfter(input, form.rush) });
  return respond(context, saved, null, input);
}

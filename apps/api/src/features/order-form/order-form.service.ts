import { randomBytes } from 'node:crypto';
import { stepUrl, type OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { BasicDetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { AppError } from '../../platform/errors/app-error';
import type { Db } from '../../platform/db/client';
import { findReferralWelcomeCode } from './discounts.repository';
import { abandonOpenForms, findCurrentForm, findFormFiles, findFormServices, insertForm, replaceFormServices, updateForm, type FormOwner, type OrderFormChanges, setUserCurrency } from './order-form.repository';
import { buildOrderFormView, type FormRequestContext } from './order-form-view';
import type { PricingInput } from './order-form-pricing';
import { currentStep, isReachable, stepAfter, stepsFor } from './order-form-steps';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';
import { consumeFormQuota, type Uploader } from '../../platform/uploads/storage-quotas';

/** Public ids are 16 random bytes, URL-safe: a form cannot be found by guessing. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Answers the form after a change. `priced` is the pricing the request already built (its currency and
 * calendar are reused for the saved form instead of being worked out again).
 */
export async function respond(context: FormRequestContext, form: OrderFormRow, nextUrl: string | null = null, priced?: PricingInput): Promise<OrderFormResponse> {
  return { orderForm: await buildOrderFormView(context, form, priced), nextUrl };
}

export function stepsOf(form: Pick<OrderFormRow, 'customerGoal' | 'serviceBundleInterested' | 'stepName'>) {
  const steps = stepsFor({ goal: form.customerGoal, bundleInterested: form.serviceBundleInterested, quoteConverted: false });
  return { steps, current: currentStep(steps, form.stepName) };
}

/** Moves a form on to the step after `from` (never backwards past where it already is). */
export function advance(form: Pick<OrderFormRow, 'customerGoal' | 'serviceBundleInterested' | 'stepName'>, from: OrderFormStepName): OrderFormStepName {
  const { steps } = stepsOf(form);
  return stepAfter(steps, from);
}

export interface NewFormOptions {
  goal?: string;
  localization: string;
  reeditOfOrderId?: number;
}

/** Who the quotas count for the owner of a form, in this request. */
export function uploaderOf(context: FormRequestContext, owner: FormOwner | Pick<OrderFormRow, 'userId' | 'visitorTokenHash'>): Uploader {
  const userId = 'userId' in owner ? owner.userId : null;
  return { userId, visitorTokenHash: userId === null && 'visitorTokenHash' in owner ? owner.visitorTokenHash : null, address: context.address };
}

/** A new open form of the owner, counted against the hour's forms of the owner (and of a visitor's address). */
export async function createForm(context: FormRequestContext, owner: FormOwner, options: NewFormOptions): Promise<OrderFormRow> {
  await consumeFormQuota(context.db, context.storageQuotas, uploaderOf(context, owner), context.now);
  const goal = options.goal && context.catalogue.goals.some((row) => row.name === options.goal && row.selectable) ? options.goal : null;
  // A referred researcher's first-order discount is on their forms from the start (referrals feature).
  const welcome = 'userId' in owner ? await findReferralWelcomeCode(context.db, owner.userId, context.now) : null;
  return insertForm(context.db, owner, { publicId: newPublicId(), localization: options.localization, customerGoal: goal, promotionalCodeId: welcome });
}

/** GET /api/order-form/load: the owner's open form, or a new one. */
export async function loadCurrent(context: FormRequestContext, owner: FormOwner, localization: string): Promise<OrderFormRow> {
  return (await findCurrentForm(context.db, owner, { impersonating: context.impersonating })) ?? createForm(context, owner, { localization });
}

export async function resetForms(context: FormRequestContext, owner: FormOwner, localization: string): Promise<OrderFormResponse> {
  await abandonOpenForms(context.db, owner);
  const form = await createForm(context, owner, { localization });
  return respond(context, form, stepUrl('get-started'));
}

/**
 * Get started: the goal, files or "upload later", and the manuscript's language and
 * word count. Changing the goal or the manuscript details resets the services and rush.
 */
export async function saveBasicDetails(context: FormRequestContext, form: OrderFormRow, input: BasicDetailsInput): Promise<OrderFormResponse> {
  const goal = context.catalogue.goals.find((row) => row.name === input.customerGoal && row.selectable);
  if (!goal) throw new AppError(400, 'selection-required', {}, { customerGoal: 'selection-required' });
  const files = await findFormFiles(context.db, form.id);
  const uploaded = files.some((file) => file.kind === goal.uploadType);
  if (!input.uploadLater && !uploaded) throw new AppError(400, 'manuscript-file-required', {}, { files: 'manuscript-file-required' });
  const fields: Record<string, string> = {};
  if (goal.requiresWordCount) {
    if (input.manuscriptLanguageId === null) fields.manuscriptLanguageId = 'value-required';
    else if (!context.catalogue.languages.some((language) => language.id === input.manuscriptLanguageId)) fields.manuscriptLanguageId = 'value-required';
    if (input.wordCount === null) fields.wordCount = 'word-count-range-error';
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation-error', {}, fields);
  const flags = context.application.featureFlags;
  const bundles = input.serviceBundlesRequested && flags.service_bundles !== false && context.application.allowsServiceBundles;
  const manuscriptChanged = goal.name !== form.customerGoal || input.wordCount !== form.wordCount || input.manuscriptLanguageId !== form.manuscriptLanguageId;
  const changes: OrderFormChanges = {
    customerGoal: goal.name,
    uploadLater: input.uploadLater,
    manuscriptLanguageId: input.manuscriptLanguageId,
    wordCount: input.wordCount,
    serviceBundleInterested: bundles,
  };
  const next = advance({ ...form, ...changes, stepName: 'get-started' }, goal.name === 'rework' ? 'rework-get-started' : 'get-started');
  const saved = await context.db.transaction(async (tx) => {
    if (manuscriptChanged || bundles !== form.serviceBundleInterested) {
      await replaceFormServices(tx, form.id, []);
      Object.assign(changes, { rush: false, declineEditing: false, serviceBundleId: null, bundleAnswers: {} });
    }
    return updateForm(tx, form.id, { ...changes, stepName: next });
  });
  return respond(context, saved, stepUrl(next));
}

export async function saveReworkDetails(context: FormRequestContext, form: OrderFormRow, input: { reworkDetails: string; uploadLater: boolean }): Promise<OrderFormResponse> {
  const files = await findFormFiles(context.db, form.id);
  if (!input.uploadLater && !files.some((file) => file.kind === 'main')) throw new AppError(400, 'manuscript-file-required', {}, { files: 'manuscript-file-required' });
  const base = { ...form, customerGoal: 'rework' };
  const next = advance(base, 'rework-get-started');
  const saved = await updateForm(context.db, form.id, { customerGoal: 'rework', reworkDetails: input.reworkDetails, uploadLater: input.uploadLater, stepName: next });
  return respond(context, saved, stepUrl(next));
}

/** Language and word count edited on the services step (or detected): the selection and rush reset. */
export async function saveManuscriptDetails(context: FormRequestContext, form: OrderFormRow, input: { manuscriptLanguageId: number; wordCount: number }): Promise<OrderFormResponse> {
  if (!context.catalogue.languages.some((language) => language.id === input.manuscriptLanguageId)) {
    throw new AppError(400, 'validation-error', {}, { manuscriptLanguageId: 'value-required' });
  }
  const changed = input.wordCount !== form.wordCount || input.manuscriptLanguageId !== form.manuscriptLanguageId;
  const saved = await context.db.transaction(async (tx) => {
    if (changed && form.stepName !== 'get-started') await replaceFormServices(tx, form.id, []);
    return updateForm(tx, form.id, {
      manuscriptLanguageId: input.manuscriptLanguageId,
      wordCount: input.wordCount,
      ...(changed && form.stepName !== 'get-started' ? { rush: false, serviceBundleId: null } : {}),
    });
  });
  return respond(context, saved);
}

/** Rush on or off; refused when no chosen service has a rush option. */
/**
 * The visitor's currency picker (selectable currencies, never CNY), and the payment step's
 * currency chooser for a signed-in user who has no currency yet, which becomes the account's.
 * A signed-in user with a currency cannot change it here.
 */
export async function saveCurrency(context: FormRequestContext, form: OrderFormRow, isoCode: string): Promise<OrderFormResponse> {
  if (context.user?.currency) throw new AppError(400, 'currency-change-not-allowed');
  const currency = context.catalogue.currencies.get(isoCode.toUpperCase());
  if (!currency || !currency.selectable || currency.isoCode === 'CNY') throw new AppError(400, 'currency-invalid');
  const user = context.user;
  const saved = await context.db.transaction(async (tx) => {
    if (user) {
      await setUserCurrency(tx, user.id, currency.isoCode);
      user.currency = currency.isoCode;
    }
    return updateForm(tx, form.id, { currency: currency.isoCode });
  });
  return respond(context, saved);
}

/** Going back to an earlier step (the step bar links, Back buttons). */
export async function saveStep(context: FormRequestContext, form: OrderFormRow, step: OrderFormStepName): Promise<OrderFormResponse> {
  const { steps, current } = stepsOf(form);
  if (!isReachable(steps, current, step)) throw new AppError(400, 'order-form-step-error');
  return respond(context, await updateForm(context.db, form.id, { stepName: step }), stepUrl(step));
}

export async function selectionOf(db: Db, form: OrderFormRow) {
  return (await findFormServices(db, form.id)).map((row) => ({ serviceIdentity: row.serviceIdentity, quantity: row.quantity }));
}

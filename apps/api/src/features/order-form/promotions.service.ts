import { bestPromotionChoice } from '@marginalia/contracts/order-form/pricing/discounts';
import { mergeReferralEmails } from '@marginalia/contracts/order-form/pricing/referral-emails';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { AppError } from '../../platform/errors/app-error';
import { updateForm } from './order-form.repository';
import { convert } from './order-form-pricing';
import { priceForm, pricingInput, type FormRequestContext } from './order-form-view';
import { findListedCodes, findPromotionalCodeByCode } from './discounts.repository';
import { assertUsablePromotion, promotionCandidate, promotionRefusal } from './discounts.service';
import { respond, selectionOf } from './order-form.service';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * Promo codes on an order form: one code per order; a code that saves
 * less than what the order already has is not applied ('best-discount-applied'); codes are removable.
 */
export async function applyPromotionalCode(context: FormRequestContext, form: OrderFormRow, rawCode: string): Promise<OrderFormResponse> {
  if (form.customerGoal === 'price-quote') throw new AppError(400, 'promo-code-not-for-quotes');
  const code = await assertUsablePromotion(context.db, await findPromotionalCodeByCode(context.db, rawCode), context.user, context.now);
  const selection = await selectionOf(context.db, form);
  const { input, lines, candidates } = await priceForm(context, form, selection);
  const requested = promotionCandidate(code, (usdCents) => convert(input, usdCents));
  const pricedLines = lines.map((line) => ({ serviceIdentity: line.service.identity, listPrice: line.listPrice }));
  if (lines.length > 0 && requested.serviceIdentities && !lines.some((line) => requested.serviceIdentities?.includes(line.service.identity))) {
    throw new AppError(400, 'promo-code-not-applicable');
  }
  const choice = bestPromotionChoice(candidates, requested, pricedLines);
  const keptPromotion = choice.keep.find((candidate) => candidate.type === 'promotional-code');
  const keptId = keptPromotion ? Number(keptPromotion.id.replace('promo:', '')) : null;
  const saved = keptId === form.promotionalCodeId ? form : await updateForm(context.db, form.id, { promotionalCodeId: keptId });
  // With no services yet the code is kept and shows its saving once services are chosen.
  const applied = lines.length === 0 ? keptId === code.id : choice.requestedCodeApplied;
  return { ...(await respond(context, saved)), requestedCodeApplied: applied };
}

export async function removePromotionalCode(context: FormRequestContext, form: OrderFormRow, rawCode: string): Promise<OrderFormResponse> {
  const code = await findPromotionalCodeByCode(context.db, rawCode);
  if (!code || code.id !== form.promotionalCodeId) throw new AppError(404, 'promo-code-not-on-order');
  return respond(context, await updateForm(context.db, form.id, { promotionalCodeId: null }));
}

/** The codes this customer could apply now (listed public codes and personal coupons). */
export async function applicableBenefits(context: FormRequestContext, form: OrderFormRow) {
  const input = pricingInput(context, form, []);
  const codes = await findListedCodes(context.db, context.user?.id ?? null, context.now);
  const usable = [];
  for (const code of codes) if ((await promotionRefusal(context.db, code, context.user, context.now)) === null) usable.push(code);
  return {
    benefits: usable.map((code) => ({
      code: code.code,
      description: code.description,
      percentBased: code.percentBased,
      amount: code.percentBased ? (code.percent ?? 0) : convert(input, code.amountUsdCents ?? 0),
      endDate: code.endsAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Referral invites: comma-separated addresses added to the form's list (at most 10); each new
 * address gets one invitation e-mail from this user, sent through the mail queue.
 */
export async function saveReferralEmails(
  context: FormRequestContext,
  form: OrderFormRow,
  raw: string,
  invite: (emails: string[]) => Promise<void>,
): Promise<{ referralEmails: string[] }> {
  const merged = mergeReferralEmails(raw, form.referralEmails);
  if (!merged.valid) throw new AppError(400, 'referral-email-validation-error', {}, { referralEmails: 'referral-email-validation-error' });
  const added = merged.emails.filter((email) => !form.referralEmails.some((existing) => existing.toLowerCase() === email.toLowerCase()));
  await updateForm(context.db, form.id, { referralEmails: merged.emails });
  if (added.length > 0) await invite(added);
  return { referralEmails: merged.emails };
}

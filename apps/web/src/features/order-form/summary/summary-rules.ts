import { discountBadgeColour, visibleDiscountList, type DiscountType } from '@marginalia/contracts/order-form/pricing/discounts';
import { mergeReferralEmails } from '@marginalia/contracts/order-form/pricing/referral-emails';
import type { Discount, OrderForm, OrderFormFile } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { manuscriptLanguageName } from '@marginalia/contracts/reference/reference-names';

/**
 * Pure rules of the order summary sidebar,
 * kept apart from the components so they can be unit tested without a DOM.
 */

/** The discount badge colours (primary, success, secondary) as colours of our Mantine theme (primary is its ink). */
const MANTINE_COLOUR = { primary: 'ink', success: 'teal', secondary: 'gray' } as const;

export function discountBadgeColor(type: DiscountType): (typeof MANTINE_COLOUR)[keyof typeof MANTINE_COLOUR] {
  return MANTINE_COLOUR[discountBadgeColour(type)];
}

/** The goal that turns the order into a price quote: no promo code entry. */
export const PRICE_QUOTE_GOAL = 'price-quote';

export function allowsPromoCodes(form: Pick<OrderForm, 'customerGoal'>): boolean {
  return form.customerGoal?.name !== PRICE_QUOTE_GOAL;
}

export interface SummaryDiscount {
  key: string;
  type: DiscountType;
  code: string | null;
  description: string;
  appliedAmount: number;
  applied: boolean;
  removable: boolean;
  /** A code being applied right now (shown before the server answers). */
  busy: boolean;
}

/**
 * The DISCOUNT section: every applied discount, plus promotional codes the order holds without applying
 * (the best discount won) so the customer can still remove them; a code being applied is shown busy.
 */
export function summaryDiscounts(discounts: readonly Discount[], pendingCode: string | null): SummaryDiscount[] {
  const shown: SummaryDiscount[] = discounts
    .filter((discount) => discount.applied || (discount.type === 'promotional-code' && discount.removable))
    .map((discount) => ({
      key: discount.id,
      type: discount.type,
      code: discount.code,
      description: discount.description,
      appliedAmount: discount.appliedAmount,
      applied: discount.applied,
      removable: discount.removable && discount.code !== null,
      busy: pendingCode !== null && sameCode(discount.code, pendingCode),
    }));
  if (pendingCode !== null && !shown.some((discount) => sameCode(discount.code, pendingCode))) {
    shown.push({
      key: `pending:${pendingCode}`,
      type: 'promotional-code',
      code: pendingCode,
      description: '',
      appliedAmount: 0,
      applied: false,
      removable: false,
      busy: true,
    });
  }
  return shown;
}

function sameCode(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

export interface PromotionalBenefit {
  code: string;
  description: string;
  percentBased: boolean;
  amount: number;
  endDate: string | null;
}

export type BenefitEntry = PromotionalBenefit & { alreadyOnOrder: boolean };

/**
 * The promo modal's list of applicable codes through the discount list's rules (hidden types, one entry
 * per code); codes the order already holds are marked so they are not offered twice.
 */
export function benefitEntries(benefits: readonly PromotionalBenefit[], discounts: readonly Discount[]): BenefitEntry[] {
  const typed = benefits.map((benefit) => ({ ...benefit, type: 'promotional-code' as const, applied: false }));
  return visibleDiscountList(typed).map(({ type: _type, applied: _applied, ...benefit }) => ({
    ...benefit,
    alreadyOnOrder: discounts.some((discount) => sameCode(discount.code, benefit.code)),
  }));
}

/** A promo code as typed: surrounding spaces are dropped. */
export function normalisePromoCode(input: string): string {
  return input.trim();
}

/** Every uploaded file name of the MANUSCRIPT section, main files first. */
export function manuscriptFileNames(manuscripts: OrderForm['manuscripts']): string[] {
  const files: OrderFormFile[] = [...manuscripts.main, ...manuscripts.figures, ...manuscripts.tables];
  return files.map((file) => file.name);
}

/** The chosen manuscript language, named in the page language. */
export function chosenManuscriptLanguage(form: Pick<OrderForm, 'manuscriptLanguageId' | 'manuscriptLanguages'>, siteLanguage: SiteLanguage): string | null {
  if (form.manuscriptLanguageId === null) return null;
  const chosen = form.manuscriptLanguages.find((language) => language.id === form.manuscriptLanguageId);
  return chosen ? manuscriptLanguageName(siteLanguage, chosen) : null;
}

/** The zone dates are shown in: the user's own, or for a visitor the browser's (architecture convention 7). */
export function displayTimeZone(user: { loggedIn: boolean; timeZone: string }, browserZone: string | undefined): string {
  if (user.loggedIn && user.timeZone) return user.timeZone;
  return browserZone || user.timeZone || 'UTC';
}

export interface ReferralInviteState {
  /** The Invite button may be pressed. */
  canSubmit: boolean;
  /** The input, merged with the invitations already sent, passes the list rule. */
  valid: boolean;
}

/** Referral invite rules: disabled while busy or blank; valid when the merged list is 1–10. */
export function referralInviteState(input: string, existing: readonly string[], busy: boolean): ReferralInviteState {
  const blank = input.trim() === '';
  return { canSubmit: !busy && !blank, valid: !blank && mergeReferralEmails(input, existing).valid };
}

import type { SubmitPage } from '@marginalia/contracts/order-form/submit-route';
import { showsMarketingBanners } from './step-rules';

/** The preferred group whose members get the revenue-share welcome. */
export const REVENUE_SHARE_GROUP_CODE = 'cambridge1';

export type MarketingBanner =
  | { kind: 'revenue-share'; greetingText: string }
  | { kind: 'promo'; code: string }
  | { kind: 'currency'; currencyName: string; choosable: boolean };

export interface BannerInput {
  page: SubmitPage;
  preferredGroup: { code: string; greetingText: string } | null;
  /** The promotional code the form was opened with, if any. */
  promoCode: string | null;
  loggedIn: boolean;
  /** The form's currency, as its short name ('US Dollars'). */
  currencyName: string;
  /** How many currencies a visitor may pick in the order summary. */
  currencyChoices: number;
}

/** The marketing banners of a page, in the order they are shown. */
export function marketingBanners(input: BannerInput): MarketingBanner[] {
  if (!showsMarketingBanners(input.page)) return [];
  const banners: MarketingBanner[] = [];
  if (input.preferredGroup?.code.toLowerCase() === REVENUE_SHARE_GROUP_CODE) {
    banners.push({ kind: 'revenue-share', greetingText: input.preferredGroup.greetingText });
  }
  if (input.promoCode) banners.push({ kind: 'promo', code: input.promoCode });
  // Signed-in users pay in their account's currency; only visitors see (and may change) it here.
  if (!input.loggedIn) banners.push({ kind: 'currency', currencyName: input.currencyName, choosable: input.currencyChoices > 1 });
  return banners;
}

/** What the /new route leaves in the location state for the page it opens. */
export interface NewFormLocationState {
  promoCode?: string;
}

/**
 * The code to greet after GET /api/order-form/new?promo=CODE: the server applies a working code and
 * silently drops one that no longer works, so only a code it reports applied (or lists on the form) is greeted.
 */
export function appliedPromoCode(
  requested: string | null | undefined,
  response: { requestedCodeApplied?: boolean; orderForm: { discounts: readonly { type: string; code: string | null }[] } },
): string | null {
  const code = requested?.trim();
  if (!code) return null;
  if (response.requestedCodeApplied === true) return code;
  const listed = response.orderForm.discounts.some(
    (discount) => discount.type === 'promotional-code' && discount.code?.toUpperCase() === code.toUpperCase(),
  );
  return listed ? code : null;
}

function stateCode(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('promoCode' in state)) return null;
  const code = state.promoCode;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
}

/**
 * The code of the promotional-code greeting: the one the page was opened with (?promo=CODE, applied by
 * the server when it made the form), else a promotional code already on the form.
 */
export function promoGreetingCode(locationState: unknown, discounts: readonly { type: string; code: string | null }[]): string | null {
  const opened = stateCode(locationState);
  if (opened) return opened;
  return discounts.find((discount) => discount.type === 'promotional-code' && discount.code)?.code ?? null;
}

/**
 * The currency as people of the page's language call it, with its code: 'US Dollars (USD)', '美元 (USD)'.
 * The server's short name is English, so it is only the fallback.
 */
export function currencyLabel(isoCode: string, shortName: string, locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'currency' }).of(isoCode);
  } catch {
    name = undefined;
  }
  const shown = name && name !== isoCode ? name : shortName || isoCode;
  return shown === isoCode ? isoCode : `${shown} (${isoCode})`;
}

import type { Currency } from '@marginalia/contracts/app-config/app-config.contract';
import { formatMoney, toMinorUnits } from '@marginalia/contracts/formatting/money';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';

/** What showing a catalogue amount needs to know about the page's currency (the load's `currency`). */
export type CatalogueCurrency = Pick<Currency, 'isoCode' | 'sign' | 'numDecimals' | 'perUsd'>;

/**
 * An amount the catalogue or the settings keep in US cents, as the page's currency shows it: converted and
 * rounded by the price engine's own `convertUsdCents`, so "From ¥484" on the landing page is the price
 * the order form asks. Null when the currency's rate is unusable (the amount is then left out).
 */
export function catalogueAmount(usdCents: number, currency: CatalogueCurrency): string | null {
  try {
    return formatMoney(convertUsdCents(usdCents, currency), currency);
  } catch {
    return null;
  }
}

/** The referral reward when the settings leave it empty, in US dollars. */
export const DEFAULT_REFERRAL_AMOUNT_USD = 40;

/**
 * The referral reward as the page announces it: the `referralAmount` setting (whole US dollars) in the
 * page's currency, rounded like a price ($40 is €34, ¥285, R$216, ¥6,000).
 */
export function referralAmount(settingUsd: number, currency: CatalogueCurrency): string {
  const usdCents = toMinorUnits(settingUsd || DEFAULT_REFERRAL_AMOUNT_USD, 2);
  return catalogueAmount(usdCents, currency) ?? formatMoney(usdCents, { sign: '$', numDecimals: 2, isoCode: 'USD' }, { withIsoCode: true });
}

/** The load's currency of an ISO code (an order form's currency, say), or `fallback` when it lists none. */
export function currencyOf(currencies: readonly Currency[], isoCode: string, fallback: Currency): Currency {
  return currencies.find((currency) => currency.isoCode === isoCode) ?? fallback;
}

import { convertWithRate } from '../../formatting/money';
import { CATALOGUE_CURRENCY, priceStep } from './price-rounding';

/** The part of a currency row that price conversion needs (`currencies` table). */
export interface ConversionCurrency {
  isoCode: string;
  /** Minor-unit decimals: 2 for USD, CNY, BRL; 0 for JPY. */
  numDecimals: number;
  /** Units of this currency per one US dollar, as a decimal string (`'7.1'`, `'150'`). */
  perUsd: string;
}

/**
 * The one conversion of a catalogue amount kept in US cents — a service option's price, a promotional
 * code's fixed amount, the landing page's "from" price, the referral reward as announced — into integer
 * minor units of the order currency, rounded to the currency's price step (price-rounding.ts): the exact
 * product is rounded once, half up, so $68 at '0.86' is €58.48 → €58 and at '150' ¥10,200. US dollars
 * are the catalogue's own currency and come back unchanged. A positive price never rounds to nothing:
 * it is at least one step, so conversion can never make a paid service free.
 *
 * Not for money that already exists (credits held in US cents, the exchange of a payment, a refund):
 * those convert exactly with `convertFromUsd` / `convertToUsd` in formatting/money.ts.
 */
export function convertUsdCents(usdCents: number, currency: ConversionCurrency): number {
  if (currency.isoCode === CATALOGUE_CURRENCY) return convertWithRate(usdCents, '1', 2, currency.numDecimals);
  const step = priceStep(currency);
  const price = convertWithRate(usdCents, currency.perUsd, 2, currency.numDecimals, step);
  return usdCents > 0 && price === 0 ? step : price;
}

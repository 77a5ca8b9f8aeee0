/**
 * How a catalogue price converted from US dollars is rounded (ADR 0015). Converting at a stored rate gives
 * accidental digits (€58.48, ¥484.16, R$367.20) that no price list shows, so a converted price is rounded,
 * half up, to its currency's price step:
 *
 * | currency | step | $68 becomes |
 * |---|---|---|
 * | USD | none: the catalogue is kept in US dollars, so its prices are shown as stored | $68 |
 * | EUR, GBP, BRL, CNY and any currency not listed | one whole unit | €58, £51, R$367, ¥484 |
 * | JPY | ten yen | ¥10,200 |
 *
 * Why these: whole units are how publishers and editing services list prices in these currencies (article
 * charges, price tables), and what an institution's purchase order and a reimbursement form expect; a yen
 * is worth less than a US cent, so yen prices are listed to the ten. Rounding to the nearest step (not up,
 * not to "charm" endings such as 9.99 or 980) keeps the price within half a step of the exact conversion
 * either way, does not add a hidden margin, and reads the same in every market. The step is fixed per
 * currency, not derived from the rate, so a change of rate never changes how a currency's prices look.
 */

/** The step of the currencies whose step is not one whole unit, in whole units. */
export const PRICE_STEP_UNITS: Readonly<Record<string, number>> = { JPY: 10 };

/** The currency the catalogue's prices are kept in: its prices are never converted, so never rounded. */
export const CATALOGUE_CURRENCY = 'USD';

export interface PriceStepCurrency {
  isoCode: string;
  /** Minor-unit decimals: 2 for EUR, 0 for JPY. */
  numDecimals: number;
}

/** The step converted prices of a currency are rounded to, in its minor units: 100 for EUR, 10 for JPY. */
export function priceStep(currency: PriceStepCurrency): number {
  return (PRICE_STEP_UNITS[currency.isoCode] ?? 1) * 10 ** currency.numDecimals;
}

import { convertFromUsd } from '../../formatting/money';

/** The part of a currency row that price conversion needs (`currencies` table). */
export interface ConversionCurrency {
  isoCode: string;
  /** Minor-unit decimals: 2 for USD, CNY, BRL; 0 for JPY. */
  numDecimals: number;
  /** Units of this currency per one US dollar, as a decimal string (`'7.1'`, `'150'`). */
  perUsd: string;
}

/**
 * Catalogue prices are kept in US cents; this turns one into integer minor units of the order currency
 * with exact decimal arithmetic, rounding once, half up (1999 cents at '7.1' CNY is ¥141.93 → 14193 fen;
 * at '150' JPY it is ¥2,998.5 → 2999 yen). USD at '1' returns the cents unchanged.
 */
export function convertUsdCents(usdCents: number, currency: ConversionCurrency): number {
  return convertFromUsd(usdCents, currency.perUsd, currency.numDecimals);
}

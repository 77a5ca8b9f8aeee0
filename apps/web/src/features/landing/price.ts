import type { Currency } from '@marginalia/contracts/app-config/app-config.contract';

/**
 * A US-cent price in the minor units of the visitor's currency. `exchangeRate` is US dollars per one
 * unit of the currency (contract), so the amount in units is dollars ÷ rate:
 * minor = round(usdCents / 100 / exchangeRate × 10^numDecimals). Returns null for a missing or broken rate.
 */
export function usdCentsToMinorUnits(usdCents: number, currency: Pick<Currency, 'exchangeRate' | 'numDecimals'>): number | null {
  if (!Number.isFinite(usdCents) || !Number.isFinite(currency.exchangeRate) || currency.exchangeRate <= 0) return null;
  const minor = Math.round((usdCents / 100 / currency.exchangeRate) * 10 ** currency.numDecimals);
  return Number.isSafeInteger(minor) ? minor : null;
}

import type { currencies } from '../../schema/reference';

/**
 * Exchange rates are ASSUMPTIONS: plausible recent market rates (late 2025), not rates as of the
 * date the service runs. Staff should keep them current; the seed only corrects them when this
 * file changes. `perUsd` is how rates are usually quoted (5.40 reais per dollar); `exchangeRate`
 * (US dollars per unit: usdBalance = balance × exchangeRate) is derived from it.
 *
 * Signs are written before the amount. CNY and JPY both use ¥: they never meet in one chooser,
 * because CNY is excluded from the currency picker and only the `cn` localization
 * charges in CNY; English-language convention writes yen as ¥ too.
 */
interface CurrencySeed {
  isoCode: string;
  shortName: string;
  sign: string;
  numDecimals: number;
  perUsd: number;
}

const CURRENCIES: CurrencySeed[] = [
  { isoCode: 'USD', shortName: 'US Dollar', sign: '$', numDecimals: 2, perUsd: 1 },
  { isoCode: 'EUR', shortName: 'Euro', sign: '€', numDecimals: 2, perUsd: 0.86 },
  { isoCode: 'GBP', shortName: 'British Pound', sign: '£', numDecimals: 2, perUsd: 0.75 },
  { isoCode: 'BRL', shortName: 'Brazilian Real', sign: 'R$', numDecimals: 2, perUsd: 5.4 },
  { isoCode: 'CNY', shortName: 'Chinese Yuan', sign: '¥', numDecimals: 2, perUsd: 7.12 },
  { isoCode: 'JPY', shortName: 'Japanese Yen', sign: '¥', numDecimals: 0, perUsd: 150 },
];

export const CURRENCY_ROWS: (typeof currencies.$inferInsert)[] = CURRENCIES.map((c, index) => ({
  isoCode: c.isoCode,
  shortName: c.shortName,
  sign: c.sign,
  numDecimals: c.numDecimals,
  exchangeRate: (1 / c.perUsd).toFixed(10),
  perUsd: c.perUsd.toFixed(6),
  // Every currency is selectable in the table; hiding CNY from the chooser is a UI rule.
  selectable: true,
  sortOrder: index + 1,
}));

export const SEEDED_CURRENCY_CODES: ReadonlySet<string> = new Set(CURRENCIES.map((c) => c.isoCode));

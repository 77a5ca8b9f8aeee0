/**
 * Money is an integer number of minor units (cents, centavos, fen; yen have none) plus a currency
 * (architecture convention 7). Nothing here multiplies or divides a float: decimal strings are parsed
 * into BigInt and every conversion rounds once, at the end, half away from zero ("half up" in the sense of
 * java.math.RoundingMode.HALF_UP, so -0.5 minor units becomes -1 and 0.5 becomes 1).
 */

/** What formatting needs to know about a currency (a subset of the user's `currency`). */
export interface CurrencyFormat {
  sign: string;
  numDecimals: number;
  isoCode?: string;
}

export interface FormatMoneyOptions {
  /** Show the decimals of whole amounts too (`$1,200.00`); they are dropped by default. */
  keepDecimals?: boolean;
  /** Append the ISO code (`$1,200 USD`) where several currencies share a sign. */
  withIsoCode?: boolean;
}

export interface Separators {
  thousands: string;
  decimal: string;
}

const COMMA_THOUSANDS: Separators = { thousands: ',', decimal: '.' };
const PERIOD_THOUSANDS: Separators = { thousands: '.', decimal: ',' };

/** Signs whose amounts swap the period and the comma: R$ and the euro sign. */
const PERIOD_THOUSANDS_SIGNS: ReadonlySet<string> = new Set(['R$', '€']);

/**
 * The separators of a currency. The rule is keyed on the sign, not on the site language, so a
 * Brazilian paying in dollars sees `$1,234.50` and an English page shows reais as `R$1.234,50`.
 */
export function separatorsFor(sign: string): Separators {
  return PERIOD_THOUSANDS_SIGNS.has(sign.trim()) ? PERIOD_THOUSANDS : COMMA_THOUSANDS;
}

function assertNumDecimals(numDecimals: number): void {
  if (!Number.isInteger(numDecimals) || numDecimals < 0 || numDecimals > 8) {
    throw new RangeError(`numDecimals must be an integer from 0 to 8, got ${numDecimals}`);
  }
}

function assertMinorUnits(minorUnits: number): void {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`money must be a safe integer number of minor units, got ${minorUnits}`);
  }
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats integer minor units for display:
 * - a comma groups thousands and a period marks decimals (`$1,234.50`); for `R$` and `€` the two are
 *   swapped (`R$1.234,50`, `€1.234,50`);
 * - whole amounts drop their decimals (`$1,200`, not `$1,200.00`); any other amount keeps all of them
 *   (`$1,200.50`, `$1,200.05`);
 * - zero-decimal currencies never show decimals (`¥1,200`).
 *
 * The sign always comes first. No space follows a symbol sign (`$`, `R$`, `€`, `¥`), which matches the
 * product's compact tables and keeps one rule for every currency; a sign that ends in a letter (`CHF`,
 * `kr`) gets one space so it does not run into the digits (`CHF 1,200`). A negative amount puts the minus
 * before the sign (`-R$1.234,50`).
 */
export function formatMoney(minorUnits: number, currency: CurrencyFormat, options: FormatMoneyOptions = {}): string {
  assertMinorUnits(minorUnits);
  assertNumDecimals(currency.numDecimals);
  const { thousands, decimal } = separatorsFor(currency.sign);
  const negative = minorUnits < 0;
  const digits = String(Math.abs(minorUnits)).padStart(currency.numDecimals + 1, '0');
  const wholePart = digits.slice(0, digits.length - currency.numDecimals);
  const fraction = digits.slice(digits.length - currency.numDecimals);
  const showFraction = fraction.length > 0 && (options.keepDecimals === true || /[1-9]/.test(fraction));
  const amount = groupThousands(wholePart, thousands) + (showFraction ? decimal + fraction : '');
  const sign = currency.sign.trim();
  const gap = /\p{L}$/u.test(sign) ? ' ' : '';
  const iso = options.withIsoCode === true && currency.isoCode ? ` ${currency.isoCode}` : '';
  return `${negative ? '-' : ''}${sign}${gap}${amount}${iso}`;
}

/** A decimal number as an exact fraction: value = mantissa / 10^scale. */
interface Decimal {
  mantissa: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parses `"1234.5"`, `"-0.05"`, `".5"`, `"1e-7"` exactly. Throws RangeError on anything else. */
function parseDecimal(text: string): Decimal {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole.length + fraction.length === 0) {
    throw new RangeError(`not a decimal number: "${text}"`);
  }
  let mantissa = BigInt(whole + fraction || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    mantissa *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { mantissa: sign === '-' ? -mantissa : mantissa, scale };
}

/** numerator / denominator rounded half away from zero; the denominator must be positive. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount out of range: ${value} minor units`);
  }
  // Normalise -0n → 0 so callers never see -0.
  return Number(value) || 0;
}

/**
 * Converts a major-unit amount (`"1234.50"` or `1234.5`) to integer minor units without float error:
 * `toMinorUnits("0.29", 2)` is 29 and `toMinorUnits(1.005, 2)` is 101 (the number's shortest decimal
 * form is used, so 1.005 means one and five thousandths, not the binary value just below it). More
 * decimals than the currency has are rounded half away from zero. Thousands separators are not accepted:
 * this parses data and form values, not display strings. Throws RangeError on malformed input.
 */
export function toMinorUnits(major: string | number, numDecimals: number): number {
  assertNumDecimals(numDecimals);
  if (typeof major === 'number' && !Number.isFinite(major)) {
    throw new RangeError(`not a finite amount: ${major}`);
  }
  const { mantissa, scale } = parseDecimal(String(major));
  if (scale <= numDecimals) {
    return toSafeNumber(mantissa * 10n ** BigInt(numDecimals - scale));
  }
  return toSafeNumber(divideHalfUp(mantissa, 10n ** BigInt(scale - numDecimals)));
}

/** Integer minor units as a plain major-unit decimal string (`123450, 2` → `"1234.50"`), e.g. for inputs. */
export function toMajorString(minorUnits: number, numDecimals: number): string {
  assertMinorUnits(minorUnits);
  assertNumDecimals(numDecimals);
  const digits = String(Math.abs(minorUnits)).padStart(numDecimals + 1, '0');
  const whole = digits.slice(0, digits.length - numDecimals);
  const fraction = digits.slice(digits.length - numDecimals);
  return `${minorUnits < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Multiplies an amount by a decimal rate, changing the number of decimals on the way:
 * result = amount × rate, with amount in `fromDecimals` minor units and the result in `toDecimals` minor
 * units, rounded once, half away from zero. `usdBalance = balance × exchangeRate` is
 * `convertWithRate(balance, exchangeRate, currency.numDecimals, 2)`.
 *
 * `step` (minor units of the result, 1 by default) rounds the exact product straight to a multiple of it —
 * one rounding, never minor units first and the step after, which could round a half twice:
 * `convertWithRate(6800, '0.86', 2, 2, 100)` is €58.48 rounded to whole euros, 5800.
 */
export function convertWithRate(minorUnits: number, rate: string, fromDecimals: number, toDecimals: number, step = 1): number {
  assertMinorUnits(minorUnits);
  assertNumDecimals(fromDecimals);
  assertNumDecimals(toDecimals);
  if (!Number.isSafeInteger(step) || step < 1) throw new RangeError(`a rounding step must be a positive integer, got ${step}`);
  const { mantissa, scale } = parseDecimal(rate);
  if (mantissa <= 0n) throw new RangeError(`a rate must be positive, got "${rate}"`);
  const numerator = BigInt(minorUnits) * mantissa * 10n ** BigInt(toDecimals);
  const denominator = 10n ** BigInt(fromDecimals + scale);
  const steps = BigInt(step);
  return toSafeNumber(divideHalfUp(numerator, denominator * steps) * steps);
}

/**
 * US cents → minor units of a currency, given `perUsd` (units of the currency per one US dollar, the
 * `currencies.per_usd` column, a decimal string). Rounded half away from zero on the currency's minor
 * units: 1999 cents at "5.4321" BRL per USD is R$108,59 (108.5877… → 10859 centavos).
 */
export function convertFromUsd(usdCents: number, perUsd: string, numDecimals: number): number {
  return convertWithRate(usdCents, perUsd, 2, numDecimals);
}

/**
 * Minor units of a currency → US cents, dividing by the same `perUsd` rate that `convertFromUsd`
 * multiplies by, so a price converted out and back lands within one cent. Rounded half away from zero
 * on cents.
 */
export function convertToUsd(minorUnits: number, perUsd: string, numDecimals: number): number {
  assertMinorUnits(minorUnits);
  assertNumDecimals(numDecimals);
  const { mantissa, scale } = parseDecimal(perUsd);
  if (mantissa <= 0n) throw new RangeError(`a rate must be positive, got "${perUsd}"`);
  // cents = minor / 10^numDecimals × 100 / (mantissa / 10^scale)
  const numerator = BigInt(minorUnits) * 100n * 10n ** BigInt(scale);
  const denominator = mantissa * 10n ** BigInt(numDecimals);
  return toSafeNumber(divideHalfUp(numerator, denominator));
}

import { toMinorUnits } from '../../formatting/money';

/** Percentages are kept to six decimals (12.5 % is 12_500_000 millionths of a percent). */
const PERCENT_DECIMALS = 6;
const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS);

/**
 * `amount × percent / 100`, rounded once, half up, to a whole minor unit. The percentage is read as the
 * shortest decimal form of the number (12.3 means twelve and three tenths), so no binary float error leaks
 * into money. Negative percentages count as 0 and percentages above 100 as 100: discount rows are data,
 * and a bad row must never make a price negative or larger than it was.
 */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`an amount must be a non-negative integer of minor units, got ${amount}`);
  }
  if (!Number.isFinite(percent)) throw new RangeError(`not a finite percentage: ${percent}`);
  const clamped = Math.min(100, Math.max(0, percent));
  const scaledPercent = BigInt(toMinorUnits(clamped, PERCENT_DECIMALS));
  const numerator = BigInt(amount) * scaledPercent;
  const denominator = 100n * PERCENT_SCALE;
  // Half up on a non-negative value: add half the denominator before the integer division.
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

import { percentOf } from './percent';

/**
 * How one discount is shared out over the order's lines. Both functions take what remains of each line
 * (after earlier discounts) and which lines the discount covers, and return the amount taken off each
 * line: never more than the line has left, so no line can go below zero.
 */

/** A percentage off each covered line, rounded half up per line. */
export function allocatePercent(remaining: readonly number[], eligible: readonly boolean[], percent: number): number[] {
  return remaining.map((left, index) => (eligible[index] ? Math.min(left, percentOf(left, percent)) : 0));
}

/**
 * A fixed amount, capped at what the covered lines have left, split in proportion to what each has left.
 * Shares are rounded down and the minor units still missing go to the largest remainders (the earlier
 * line on a tie), so the shares add up to the amount exactly (Hamilton's largest-remainder method).
 */
export function allocateAmount(remaining: readonly number[], eligible: readonly boolean[], amount: number): number[] {
  const pool = remaining.map((left, index) => (eligible[index] ? BigInt(left) : 0n));
  const poolTotal = pool.reduce((total, left) => total + left, 0n);
  const requested = BigInt(Math.max(0, Math.floor(Number.isFinite(amount) ? amount : 0)));
  const cap = requested < poolTotal ? requested : poolTotal;
  if (cap === 0n) return remaining.map(() => 0);

  const shares = pool.map((left) => (cap * left) / poolTotal);
  const fractions = pool.map((left, index) => ({ index, fraction: (cap * left) % poolTotal }));
  let missing = cap - shares.reduce((total, share) => total + share, 0n);
  fractions.sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  for (const { index } of fractions) {
    if (missing === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    missing -= 1n;
  }
  return shares.map((share) => Number(share));
}

import { allocateAmount, allocatePercent } from './discount-allocation';

export type DiscountType = 'promotional-code' | 'preferred-group' | 'reedit' | 'service';

/** A discount the order may use, before the rules decide what applies. */
export interface DiscountCandidate {
  id: string;
  type: DiscountType;
  code: string | null;
  description: string;
  percentBased: boolean;
  /** Percent off, when percentBased. */
  percent: number;
  /** Minor units of the order currency off, when not percentBased. */
  amount: number;
  /** The services it covers; null covers every service. */
  serviceIdentities: string[] | null;
  endDate: string | null;
}

export interface PricedLine {
  serviceIdentity: string;
  /** Minor units of the order currency. */
  listPrice: number;
}

export interface DiscountedLine extends PricedLine {
  discountAmount: number;
  totalPrice: number;
}

export type AppliedDiscount = DiscountCandidate & { appliedAmount: number; applied: boolean };

export interface DiscountedOrder {
  lineItems: DiscountedLine[];
  /** Every candidate, in the given order, with what it took off. */
  discounts: AppliedDiscount[];
  total: number;
  listTotal: number;
}

function sharesFor(candidate: DiscountCandidate, lines: readonly PricedLine[], remaining: readonly number[]): number[] {
  const covered = candidate.serviceIdentities === null ? null : new Set(candidate.serviceIdentities);
  const eligible = lines.map((line) => covered === null || covered.has(line.serviceIdentity));
  return candidate.percentBased
    ? allocatePercent(remaining, eligible, candidate.percent)
    : allocateAmount(remaining, eligible, candidate.amount);
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The candidate of `indexes` that saves most on `remaining`; the earlier one on a tie. */
function best(indexes: readonly number[], saving: (index: number) => number): { index: number; saving: number } | null {
  let found: { index: number; saving: number } | null = null;
  for (const index of indexes) {
    const value = saving(index);
    if (!found || value > found.saving) found = { index, saving: value };
  }
  return found;
}

/**
 * Applies the order's discounts to its lines. Our rules:
 * - service discounts apply first, then re-edit discounts, each on what the lines have left;
 * - then one promotional-code or preferred-group discount: at most one promotional code counts (the one
 *   saving most), and it does not stack with the preferred-group discount — whichever saves more on what
 *   is left applies (the code on a tie, since the customer asked for it); the others stay listed with
 *   applied=false and appliedAmount 0;
 * - a percentage comes off each covered line (half up per line); a fixed amount is capped at what the
 *   covered lines have left and split in proportion to it, adding up exactly;
 * - a discount that saves nothing here (no covered line, or nothing left) is listed as not applied.
 * No line and no total ever goes below 0.
 */
export function applyDiscounts(lines: readonly PricedLine[], candidates: readonly DiscountCandidate[]): DiscountedOrder {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.listPrice) || line.listPrice < 0) {
      throw new RangeError(`list price of ${line.serviceIdentity} must be a non-negative integer, got ${line.listPrice}`);
    }
  }
  const remaining = lines.map((line) => line.listPrice);
  const appliedAmounts = candidates.map(() => 0);
  const take = (index: number): void => {
    const candidate = candidates[index];
    if (!candidate) return;
    const shares = sharesFor(candidate, lines, remaining);
    shares.forEach((share, line) => {
      remaining[line] = (remaining[line] ?? 0) - share;
    });
    appliedAmounts[index] = sum(shares);
  };
  const indexesOf = (type: DiscountType): number[] => candidates.flatMap((candidate, index) => (candidate.type === type ? [index] : []));

  indexesOf('service').forEach(take);
  indexesOf('reedit').forEach(take);
  const trial = (index: number): number => {
    const candidate = candidates[index];
    return candidate ? sum(sharesFor(candidate, lines, remaining)) : 0;
  };
  const promo = best(indexesOf('promotional-code'), trial);
  const group = best(indexesOf('preferred-group'), trial);
  const winner = promo && (!group || promo.saving >= group.saving) ? promo : group;
  if (winner) take(winner.index);

  const lineItems = lines.map((line, index) => {
    const totalPrice = Math.max(0, remaining[index] ?? 0);
    return { ...line, discountAmount: line.listPrice - totalPrice, totalPrice };
  });
  return {
    lineItems,
    discounts: candidates.map((candidate, index) => {
      const appliedAmount = appliedAmounts[index] ?? 0;
      return { ...candidate, appliedAmount, applied: appliedAmount > 0 };
    }),
    total: sum(lineItems.map((line) => line.totalPrice)),
    listTotal: sum(lines.map((line) => line.listPrice)),
  };
}

export interface PromotionChoice {
  /** The discounts the order keeps: at most one promotional code. */
  keep: DiscountCandidate[];
  /** False → the UI warns 'best-discount-applied'. */
  requestedCodeApplied: boolean;
  /** applyDiscounts(lines, keep), so the caller need not price twice. */
  priced: DiscountedOrder;
}

const sameCode = (a: DiscountCandidate, b: DiscountCandidate): boolean =>
  a.id === b.id || (a.code !== null && b.code !== null && a.code.toLowerCase() === b.code.toLowerCase());

/**
 * Adding a promo code to an order (PUT discount-code). One promotional code per order: the
 * requested code replaces the current one when it saves at least as much (each measured alone, after the
 * service and re-edit discounts); otherwise the current one stays and the requested code is dropped.
 * Either way it is reported as not applied when the preferred-group discount saves more, and then stays
 * listed but unapplied. A candidate of another type is simply added.
 */
export function bestPromotionChoice(
  current: readonly DiscountCandidate[],
  requested: DiscountCandidate,
  lines: readonly PricedLine[],
): PromotionChoice {
  const keep = keptAfterRequest(current, requested, lines);
  const priced = applyDiscounts(lines, keep);
  const requestedCodeApplied = priced.discounts.some((discount) => discount.id === requested.id && discount.applied);
  return { keep, requestedCodeApplied, priced };
}

function keptAfterRequest(
  current: readonly DiscountCandidate[],
  requested: DiscountCandidate,
  lines: readonly PricedLine[],
): DiscountCandidate[] {
  if (requested.type !== 'promotional-code') {
    return [...current.filter((candidate) => candidate.id !== requested.id), requested];
  }
  // Re-entering a code the order already has replaces it.
  const others = current.filter((candidate) => candidate.type !== 'promotional-code' && !sameCode(candidate, requested));
  const rivals = current.filter((candidate) => candidate.type === 'promotional-code' && !sameCode(candidate, requested));
  // Codes are compared without the preferred-group discount, which would otherwise zero them both.
  const baseline = others.filter((candidate) => candidate.type !== 'preferred-group');
  const savingAlone = (code: DiscountCandidate): number => applyDiscounts(lines, [...baseline, code]).discounts.at(-1)?.appliedAmount ?? 0;
  const rival = best(
    rivals.map((_, index) => index),
    (index) => {
      const candidate = rivals[index];
      return candidate ? savingAlone(candidate) : 0;
    },
  );
  const kept = rival ? rivals[rival.index] : undefined;
  if (rival && kept && rival.saving > savingAlone(requested)) return [...others, kept];
  return [...others, requested];
}

const HIDDEN_FROM_LIST: ReadonlySet<DiscountType> = new Set(['preferred-group', 'service', 'reedit']);

/**
 * The discount list: preferred-group, service and re-edit discounts are hidden and codes are
 * listed once (compared case-insensitively); of duplicates the first applied one is shown, else the first.
 */
export function visibleDiscountList<T extends { type: DiscountType; code: string | null; applied?: boolean }>(
  discounts: readonly T[],
): T[] {
  const shown: T[] = [];
  const byCode = new Map<string, number>();
  for (const discount of discounts) {
    if (HIDDEN_FROM_LIST.has(discount.type)) continue;
    const key = discount.code?.toLowerCase() ?? null;
    const at = key === null ? undefined : byCode.get(key);
    if (at === undefined) {
      if (key !== null) byCode.set(key, shown.length);
      shown.push(discount);
    } else if (discount.applied === true && shown[at]?.applied !== true) {
      shown[at] = discount;
    }
  }
  return shown;
}

export type DiscountBadgeColour = 'primary' | 'success' | 'secondary';

/** Badge colours of the order summary. */
export function discountBadgeColour(type: DiscountType): DiscountBadgeColour {
  if (type === 'preferred-group') return 'primary';
  if (type === 'promotional-code') return 'success';
  return 'secondary';
}

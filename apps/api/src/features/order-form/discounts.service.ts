import { REEDIT_DISCOUNT_PERCENT } from '@marginalia/contracts/orders/reedit-rules';
import type { DiscountCandidate } from '@marginalia/contracts/order-form/pricing/discounts';
import { AppError } from '../../platform/errors/app-error';
import type { Db } from '../../platform/db/client';

import { countCodeUses, findPreferredGroup, findPromotionalCodeById, userHasOrders } from './discounts.repository';
import type { UserRow } from '../../platform/db/schema/users';
import type { PromotionalCodeRow } from '../../platform/db/schema/promotions';

/**
 * Where an order form's discounts come from: its promotional code, the user's
 * preferred group, a re-edit of an earlier order, and a bundle's service discount. The price engine
 * (contracts/order-form/pricing/discounts.ts) decides how they combine.
 */

export function promotionCandidate(code: PromotionalCodeRow, convertUsd: (usdCents: number) => number): DiscountCandidate {
  return {
    id: `promo:${code.id}`,
    type: 'promotional-code',
    code: code.code,
    description: code.description,
    percentBased: code.percentBased,
    percent: code.percentBased ? (code.percent ?? 0) : 0,
    amount: code.percentBased ? 0 : convertUsd(code.amountUsdCents ?? 0),
    serviceIdentities: code.serviceIdentities ?? null,
    endDate: code.endsAt ? code.endsAt.toISOString() : null,
  };
}

/** Why a code cannot be used by this customer now, as a message key; null when it can. */
export async function promotionRefusal(db: Db, code: PromotionalCodeRow | null, user: UserRow | null, now: Date): Promise<string | null> {
  if (!code || !code.active) return 'promo-code-invalid';
  if (code.userId !== null && code.userId !== user?.id) return 'promo-code-invalid';
  if (code.startsAt > now) return 'promo-code-invalid';
  if (code.endsAt && code.endsAt <= now) return 'promo-code-expired';
  const uses = await countCodeUses(db, code.id, user?.id ?? null);
  if (code.maxUses !== null && uses.total >= code.maxUses) return 'promo-code-used-up';
  if (user && uses.byUser >= code.maxUsesPerCustomer) return 'promo-code-already-used';
  if (code.newCustomersOnly && user && (await userHasOrders(db, user.id))) return 'promo-code-new-customers-only';
  return null;
}

export async function assertUsablePromotion(db: Db, code: PromotionalCodeRow | null, user: UserRow | null, now: Date): Promise<PromotionalCodeRow> {
  const refusal = await promotionRefusal(db, code, user, now);
  if (refusal || !code) throw new AppError(400, refusal ?? 'promo-code-invalid');
  return code;
}

export interface CandidateSources {
  promotionalCodeId: number | null;
  user: UserRow | null;
  reedit: boolean;
  /** The bundle discount, when a bundle is chosen with all its services. */
  bundleDiscount: { bundleId: number; name: string; amount: number; serviceIdentities: string[] } | null;
  now: Date;
  convertUsd: (usdCents: number) => number;
}

/** The candidates of a form; a code that stopped being usable (expired, used up) silently drops out. */
export async function discountCandidates(db: Db, sources: CandidateSources): Promise<DiscountCandidate[]> {
  const candidates: DiscountCandidate[] = [];
  if (sources.bundleDiscount && sources.bundleDiscount.amount > 0) {
    candidates.push({
      id: `bundle:${sources.bundleDiscount.bundleId}`,
      type: 'service',
      code: null,
      description: sources.bundleDiscount.name,
      percentBased: false,
      percent: 0,
      amount: sources.bundleDiscount.amount,
      serviceIdentities: sources.bundleDiscount.serviceIdentities,
      endDate: null,
    });
  }
  if (sources.reedit) {
    candidates.push({ id: 'reedit', type: 'reedit', code: null, description: 'Re-edit discount', percentBased: true, percent: REEDIT_DISCOUNT_PERCENT, amount: 0, serviceIdentities: null, endDate: null });
  }
  if (sources.promotionalCodeId !== null) {
    const code = await findPromotionalCodeById(db, sources.promotionalCodeId);
    if (code && (await promotionRefusal(db, code, sources.user, sources.now)) === null) candidates.push(promotionCandidate(code, sources.convertUsd));
  }
  if (sources.user?.preferredGroupId) {
    const group = await findPreferredGroup(db, sources.user.preferredGroupId);
    if (group) {
      candidates.push({ id: `group:${group.id}`, type: 'preferred-group', code: group.code, description: group.name, percentBased: true, percent: group.discountPercent, amount: 0, serviceIdentities: null, endDate: null });
    }
  }
  return candidates;
}

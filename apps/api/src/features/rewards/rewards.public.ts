import type { Db } from '../../platform/db/client';
import { awardOrderRewardPoints } from './reward-awards';

/**
 * What other features may use of rewards (everything else in this folder is private to it). An order
 * earns its reward points once it is both completed and paid, whichever comes last: the staff completing
 * it call `awardOrderRewardPoints`; billing calls `awardPointsWhenPaid` as its order-paid listener.
 */
export { awardOrderRewardPoints, type RewardAward } from './reward-awards';

export async function awardPointsWhenPaid(tx: Db, orderId: number, now: Date): Promise<void> {
  await awardOrderRewardPoints(tx, orderId, { now });
}

/** Personal promotional codes (a referred researcher's first-order discount is one). */
export { issuePersonalCode } from './personal-codes';


/** The points of an approved testimonial, once per account. */
export { awardTestimonialPoints } from './reward-awards';

/** The codes of the levels a customer reached (the demo data gives its researchers theirs). */
export { issueLevelBenefits } from './level-benefits';

/** What rewards hold of a person: points, levels, codes, referrals, testimonials (data download, erasure). */
export { rewardsPersonalData } from './rewards-personal-data';

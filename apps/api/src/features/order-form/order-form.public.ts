import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orderForms } from '../../platform/db/schema/order-forms';

/**
 * What other features may use of the order form (everything else in this folder is private to it):
 * - `findListedCodes`, `promotionRefusal`: the codes running now for a customer, and why one cannot be used by
 *   them now (the coupons page lists only codes the promo engine would take);
 * - `sendReferralInvites`: the invitation e-mails (also sent from the referral page);
 * - `applyCodeToVisitorForms`: a new account's referral discount put on the forms it started as a visitor;
 * - `startFormWithManuscript`: a form started from a manuscript another feature holds (the grammar check's
 *   "start an order"), and `findWelcomeCode`, the first-order discount to tell visitors about.
 */
export { promotionRefusal } from './discounts.service';
export { findListedCodes, findWelcomeCode } from './discounts.repository';
export { MANUSCRIPT_START_STEP, startFormWithManuscript, type ManuscriptToOrder } from './manuscript-start.service';
export type { FormOwner } from './order-form.repository';
export { sendReferralInvites } from './referral-invites';

/** Puts a promotional code on the visitor's open forms that have none (before they are claimed at sign-in). */
export async function applyCodeToVisitorForms(tx: Db, visitorTokenHash: string, promotionalCodeId: number): Promise<void> {
  await tx
    .update(orderForms)
    .set({ promotionalCodeId, updatedAt: new Date() })
    .where(and(eq(orderForms.visitorTokenHash, visitorTokenHash), isNull(orderForms.userId), eq(orderForms.status, 'open'), isNull(orderForms.promotionalCodeId)));
}

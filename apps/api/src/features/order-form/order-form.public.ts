import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orderForms } from '../../platform/db/schema/order-forms';

/**
 * What other features may use of the order form (everything else in this folder is private to it):
 * - `findListedCodes`, `promotionRefusal`: the codes running now for a customer, and why one cannot be used by
 *   them now (the coupons page lists only codes the promo engine would take);
 * - `sendReferralInvites`: the invitation e-mails (also sent from the referral page);
 * - `applyCodeToVisitorForms`: a new account's referral discount put on the forms it started as a visitor;
 * - `startFormFromDocument`: a form for professional editing with a manuscript the portal already holds.
 * - `catalogueOf`, `convert`, `optionsOf`, `bundleViews`: the shared catalogue and the price engine's answers, so a
 *   price shown elsewhere (the site's price list) is the price the order form charges;
 * - `orderFormPersonalData`: what the forms hold of a person (data download, erasure);
 * - `startFormWithManuscript`: a form started from a manuscript another feature holds (the grammar check's
 *   "start an order"), and `findWelcomeCode`, the first-order discount to tell visitors about.
 */
export { promotionRefusal } from './discounts.service';
export { findListedCodes, findWelcomeCode } from './discounts.repository';
export { MANUSCRIPT_START_STEP, startFormWithManuscript, type ManuscriptToOrder } from './manuscript-start.service';
export type { FormOwner } from './order-form.repository';
export { sendReferralInvites } from './referral-invites';
export { startFormFromDocument, type DocumentForForm } from './form-from-document.service';
export { catalogueOf } from './order-form-context';
export { convert, optionsOf } from './order-form-pricing';
export { bundleViews } from './bundles-view';
export type { Catalogue } from './catalogue.repository';
export { orderFormPersonalData } from './order-form-personal-data';

/** Puts a promotional code on the visitor's open forms that have none (before they are claimed at sign-in). */
export async function applyCodeToVisitorForms(tx: Db, visitorTokenHash: string, promotionalCodeId: number): Promise<void> {
  await tx
    .update(orderForms)
    .set({ promotionalCodeId, updatedAt: new Date() })
    .where(and(eq(orderForms.visitorTokenHash, visitorTokenHash), isNull(orderForms.userId), eq(orderForms.status, 'open'), isNull(orderForms.promotionalCodeId)));
}

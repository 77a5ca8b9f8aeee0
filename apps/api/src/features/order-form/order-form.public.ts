/**
 * What other features may use of the order form (everything else in this folder is private to it): starting
 * a form from a manuscript they already hold (the grammar check's "start an order"), and the first-order
 * discount to tell visitors about.
 */
export { MANUSCRIPT_START_STEP, startFormWithManuscript, type ManuscriptToOrder } from './manuscript-start.service';
export type { FormOwner } from './order-form.repository';
export { findWelcomeCode } from './discounts.repository';

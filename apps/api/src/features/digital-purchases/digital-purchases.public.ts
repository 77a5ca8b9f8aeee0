/**
 * What other features use of digital purchases (ADR 0013): buying a product of their kind, the products
 * and purchase records their pages show, taking a use in the transaction that accepts the work, and the
 * state of a customer's subscription (its periods, the reminder before it ends, a refund ending it).
 */
export { payForDigitalProduct, type PurchaseRequest } from './purchase-payment.service';
export { productsFor } from './purchase-offers.service';
export { giveUseBack, grantTrial, hadTrial, purchaseRecords, takeUse, usesByLanguage } from './digital-purchases.service';
export { digitalPurchasePaymentHandler } from './purchase-fulfilment.service';
export { endPurchaseOfRefundedPayment, markSubscriptionReminded, subscriptionsEndingBetween, subscriptionState, type SubscriptionState } from './subscriptions.service';

/** What the digital purchases hold of a person (data download, erasure). */
export { digitalPurchasesPersonalData } from './digital-purchases-personal-data';

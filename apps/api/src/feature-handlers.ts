import type { Platform } from './platform/platform';
import { onOrderPaid } from './platform/billing/order-paid';
import { ANALYSE_DOCUMENT_JOB, runDocumentAnalysis } from './features/order-form/document-details.service';
import { orderFormPaymentHandler } from './features/order-form/payment/order-conversion.service';
import { payoffPaymentHandler } from './features/invoices/payoff-fulfilment.service';
import { prepayPaymentHandler } from './features/prepay/prepay-fulfilment.service';
import { awardPointsWhenPaid } from './features/rewards/rewards.public';
import { referralsPersonalData, reverseReferralWhenRefunded, rewardReferrerWhenPaid } from './features/referrals/referrals.public';
import { onOrderRefunded } from './platform/billing/order-refunded';
import { DELETE_ABANDONED_FORMS_HOUR_UTC, DELETE_ABANDONED_FORMS_JOB, deleteAbandonedForms } from './features/order-form/abandoned-forms.service';
import { readSettings } from './features/app-config/app-config.public';
import { scheduleDaily } from './platform/jobs/daily-schedule';
import { scheduleReconciliation } from './platform/billing/reconcile-payments';
import { registerSupportJobs, scheduleSupportJobs, supportPersonalData } from './features/support/support.public';
import { accountPersonalData, ERASE_ACCOUNT_JOB, eraseAccount } from './features/account/account.public';
import { ordersPersonalData } from './features/orders/orders.public';
import { orderFormPersonalData } from './features/order-form/order-form.public';
import { certificatesPersonalData } from './features/certificates/certificates.public';
import { rewardsPersonalData } from './features/rewards/rewards.public';
import { testimonialsPersonalData } from './features/testimonials/testimonials.public';
import { billingPersonalData } from './platform/billing/personal-data';
import { scheduleRetention } from './platform/retention/retention';
import { digitalPurchasePaymentHandler, digitalPurchasesPersonalData, endPurchaseOfRefundedPayment } from './features/digital-purchases/digital-purchases.public';
import { digitalTranslationPersonalData, recentTranslations, runTranslationJob, TRANSLATE_JOB, TRANSLATION_ENGINE, translationEngineReport } from './features/digital-translation/digital-translation.public';
import { registerRecentDocuments } from './platform/recent-documents/recent-documents';
import { digitalEditingPersonalData, EDIT_JOB, recentDigitalEdits, RENEWAL_REMINDER_HOUR_UTC, RENEWAL_REMINDER_JOB, runEditJob, sendRenewalReminders } from './features/digital-editing/digital-editing.public';
import { onPaymentRefunded } from './platform/billing/payment-refunded';
import { registerGrammarCheckJobs, scheduleGrammarCheckJobs } from './features/grammar-check/grammar-check-jobs';
import { grammarCheckPersonalData } from './features/grammar-check/grammar-check.public';

/**
 * What features plug into the platform's mechanisms, registered by the web process and by worker.ts alike,
 * so that whichever process runs a job, receives a webhook or settles an invoice does the same:
 * - job handlers (platform jobs such as mail register themselves);
 * - what each payment purpose does once the money is in (platform/payments/payment-purposes.ts);
 * - what happens when an order becomes paid (platform/billing/order-paid.ts) or is refunded (order-refunded.ts),
 *   and when any payment is refunded (payment-refunded.ts).
 */
export function registerFeatureHandlers(platform: Platform): void {
  platform.jobs.register<{ fileId: number }>(ANALYSE_DOCUMENT_JOB, async (payload, context) => {
    await runDocumentAnalysis(platform, payload.fileId, context.signal, context.log);
  });

  platform.payments.purposes.register('order-form', orderFormPaymentHandler);
  platform.payments.purposes.register('payoff', payoffPaymentHandler);
  platform.payments.purposes.register('prepay', prepayPaymentHandler);
  platform.payments.purposes.register('digital-purchase', digitalPurchasePaymentHandler);
  platform.jobs.register<{ translationId: number }>(TRANSLATE_JOB, async (payload, context) => {
    await runTranslationJob(platform, payload.translationId, context.signal, context.log);
  });
  registerRecentDocuments('translation', recentTranslations);
  platform.jobs.register<{ editId: number }>(EDIT_JOB, async (payload, context) => {
    await runEditJob(platform, payload.editId, context.signal, context.log);
  });
  registerRecentDocuments('digital-edit', recentDigitalEdits);
  platform.jobs.register(RENEWAL_REMINDER_JOB, async (_payload, context) => {
    await scheduleDaily(platform.jobs, RENEWAL_REMINDER_JOB, RENEWAL_REMINDER_HOUR_UTC);
    await sendRenewalReminders(platform, new Date(), context.log);
  });
  onPaymentRefunded('digital-purchase-end', (tx, refund, now) => (refund.purpose === 'digital-purchase' ? endPurchaseOfRefundedPayment(tx, refund, now) : Promise.resolve()));
  platform.engines.register(TRANSLATION_ENGINE, 'translation', () => translationEngineReport(platform));

  platform.jobs.register(DELETE_ABANDONED_FORMS_JOB, async (_payload, context) => {
    // The next day's run is queued first, so a failing run does not end the schedule.
    await scheduleDaily(platform.jobs, DELETE_ABANDONED_FORMS_JOB, DELETE_ABANDONED_FORMS_HOUR_UTC);
    const settings = await readSettings(platform.db, platform.config.authProviders);
    await deleteAbandonedForms(platform, settings.abandonedVisitorFormDays, new Date(), context.log);
  });

  onOrderPaid('reward-points', awardPointsWhenPaid);
  onOrderPaid('referral-credit', rewardReferrerWhenPaid);
  onOrderRefunded('referral-reversal', reverseReferralWhenRefunded);
  registerSupportJobs(platform);
  registerGrammarCheckJobs(platform);

  // Who holds personal data: the data download and the erasure walk them in this order (ADR 0027).
  for (const holder of [
    accountPersonalData,
    orderFormPersonalData,
    ordersPersonalData,
    certificatesPersonalData,
    rewardsPersonalData,
    referralsPersonalData,
    testimonialsPersonalData,
    digitalTranslationPersonalData,
    digitalEditingPersonalData,
    digitalPurchasesPersonalData,
    supportPersonalData,
    grammarCheckPersonalData,
    billingPersonalData,
  ]) {
    platform.privacy.register(holder);
  }
  platform.jobs.register<{ userId: number }>(ERASE_ACCOUNT_JOB, async (payload, context) => {
    const outcome = await eraseAccount(platform, payload.userId, context.log);
    context.log.info({ userId: payload.userId, outcome }, 'account erasure');
  });
}

/**
 * Queues the recurring jobs' next runs (once, whichever process starts first); by processes that run jobs.
 * Pending payments are also reconciled at once: what a crash left half-settled is settled at start.
 */
export async function scheduleRecurringJobs(platform: Platform): Promise<void> {
  await scheduleDaily(platform.jobs, DELETE_ABANDONED_FORMS_JOB, DELETE_ABANDONED_FORMS_HOUR_UTC);
  await scheduleDaily(platform.jobs, RENEWAL_REMINDER_JOB, RENEWAL_REMINDER_HOUR_UTC);
  await scheduleReconciliation(platform.jobs, { atStart: true });
  await scheduleSupportJobs(platform);
  await scheduleRetention(platform);
  await scheduleGrammarCheckJobs(platform);
}

import type { Platform } from './platform/platform';
import { onOrderPaid } from './platform/billing/order-paid';
import { ANALYSE_DOCUMENT_JOB, runDocumentAnalysis } from './features/order-form/document-details.service';
import { orderFormPaymentHandler } from './features/order-form/payment/order-conversion.service';
import { payoffPaymentHandler } from './features/invoices/payoff-fulfilment.service';
import { prepayPaymentHandler } from './features/prepay/prepay-fulfilment.service';
import { awardPointsWhenPaid } from './features/rewards/rewards.public';
import { reverseReferralWhenRefunded, rewardReferrerWhenPaid } from './features/referrals/referrals.public';
import { onOrderRefunded } from './platform/billing/order-refunded';
import { DELETE_ABANDONED_FORMS_HOUR_UTC, DELETE_ABANDONED_FORMS_JOB, deleteAbandonedForms } from './features/order-form/abandoned-forms.service';
import { readSettings } from './features/app-config/app-config.public';
import { scheduleDaily } from './platform/jobs/daily-schedule';
import { scheduleReconciliation } from './platform/billing/reconcile-payments';
import { scheduleRetention } from './platform/retention/retention';
import { digitalPurchasePaymentHandler } from './features/digital-purchases/digital-purchases.public';
import { recentTranslations, runTranslationJob, TRANSLATE_JOB } from './features/digital-translation/digital-translation.public';
import { registerRecentDocuments } from './platform/recent-documents/recent-documents';
import { prewarmGrammarCheck, registerGrammarCheckJobs, scheduleGrammarCheckJobs } from './features/grammar-check/grammar-check-jobs';

/**
 * What features plug into the platform's mechanisms, registered by the web process and by worker.ts alike,
 * so that whichever process runs a job, receives a webhook or settles an invoice does the same:
 * - job handlers (platform jobs such as mail register themselves);
 * - what each payment purpose does once the money is in (platform/payments/payment-purposes.ts);
 * - what happens when an order becomes paid (platform/billing/order-paid.ts) or is refunded (order-refunded.ts).
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

  platform.jobs.register(DELETE_ABANDONED_FORMS_JOB, async (_payload, context) => {
    // The next day's run is queued first, so a failing run does not end the schedule.
    await scheduleDaily(platform.jobs, DELETE_ABANDONED_FORMS_JOB, DELETE_ABANDONED_FORMS_HOUR_UTC);
    const settings = await readSettings(platform.db, platform.config.authProviders);
    await deleteAbandonedForms(platform, settings.abandonedVisitorFormDays, new Date(), context.log);
  });

  onOrderPaid('reward-points', awardPointsWhenPaid);
  onOrderPaid('referral-credit', rewardReferrerWhenPaid);
  onOrderRefunded('referral-reversal', reverseReferralWhenRefunded);
  registerGrammarCheckJobs(platform);
}

/**
 * Queues the recurring jobs' next runs (once, whichever process starts first); by processes that run jobs.
 * Pending payments are also reconciled at once: what a crash left half-settled is settled at start.
 */
export async function scheduleRecurringJobs(platform: Platform): Promise<void> {
  await scheduleDaily(platform.jobs, DELETE_ABANDONED_FORMS_JOB, DELETE_ABANDONED_FORMS_HOUR_UTC);
  await scheduleReconciliation(platform.jobs, { atStart: true });
  await scheduleRetention(platform);
  await scheduleGrammarCheckJobs(platform);
  if (platform.config.prewarmWorkers) prewarmGrammarCheck();
}

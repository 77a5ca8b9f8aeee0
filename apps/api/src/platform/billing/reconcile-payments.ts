import { and, asc, eq, gt } from 'drizzle-orm';
import { payments } from '../db/schema/all-tables';
import type { JobQueue } from '../jobs/job-queue';
import type { Platform } from '../platform';
import { fail, settle } from './payments';

/**
 * Reconciling pending payments with the gateway (README.md here, "Reconciliation"). A process that dies
 * after the gateway approved a sale but before the settling transaction committed leaves the payment
 * pending in our books although the customer was charged; a lost webhook does the same to a hosted
 * payment. Each pending gateway payment is looked up at the gateway by its idempotency key:
 * - approved → settled (and fulfilled: the order, invoice, e-mail…) exactly as the request would have;
 * - declined → failed, and its reservation released;
 * - still pending, or unknown to the gateway → left alone: the sale may still be on its way, and only the
 *   request that asked for it (or its retry with the same key) may ask for it.
 * settle and fail are conditional on `pending`, so a request, a webhook and this arriving together act once.
 */
export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile-pending';
/** How often the recurring run comes; every process that runs jobs also queues a run when it starts. */
export const RECONCILE_EVERY_MS = 5 * 60 * 1000;
/** Payments pending longer than this are abandoned hosted pages or boletos: no longer looked up. */
export const RECONCILE_WITHIN_MS = 7 * 24 * 3600 * 1000;
const BATCH = 200;

export interface ReconcileSummary {
  settled: number;
  failed: number;
  stillPending: number;
  errors: number;
}

export async function reconcilePendingPayments(platform: Platform, now = new Date()): Promise<ReconcileSummary> {
  const { gateway, log } = platform.payments;
  const summary: ReconcileSummary = { settled: 0, failed: 0, stillPending: 0, errors: 0 };
  const pending = await platform.db
    .select({ id: payments.id, publicId: payments.publicId, idempotencyKey: payments.idempotencyKey })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.gateway, gateway.name), gt(payments.createdAt, new Date(now.getTime() - RECONCILE_WITHIN_MS))))
    .orderBy(asc(payments.id))
    .limit(BATCH);
  for (const payment of pending) {
    try {
      const sale = await gateway.findSaleByKey(payment.idempotencyKey);
      if (sale?.status === 'succeeded') {
        const outcome = await settle(platform, payment.id, { transactionId: sale.transactionId, card: sale.card });
        summary.settled += 1;
        log.warn({ payment: payment.publicId, transactionId: sale.transactionId, status: outcome.payment.status }, 'reconciled a pending payment the gateway had approved');
      } else if (sale?.status === 'declined') {
        await fail(platform, payment.id, sale.messageKey, sale.transactionId);
        summary.failed += 1;
        log.warn({ payment: payment.publicId, transactionId: sale.transactionId }, 'reconciled a pending payment the gateway had declined');
      } else {
        summary.stillPending += 1;
      }
    } catch (err) {
      // One payment that cannot be settled (its fulfilment refuses) must not hold back the others.
      summary.errors += 1;
      log.error({ err, payment: payment.publicId }, 'could not reconcile a pending payment; will try again');
    }
  }
  return summary;
}

/** The start of the next reconciliation slot after `now`. */
export function nextReconcileSlot(now: Date): Date {
  return new Date((Math.floor(now.getTime() / RECONCILE_EVERY_MS) + 1) * RECONCILE_EVERY_MS);
}

/**
 * Queues the next recurring run (the slot is in the unique key, so each is queued once however many
 * processes ask) and, with `atStart`, a run at once: a restarted process settles at once what a crash
 * left between the gateway's approval and our books.
 */
export async function scheduleReconciliation(jobs: JobQueue, options: { atStart?: boolean; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const slot = nextReconcileSlot(now);
  await jobs.enqueue(RECONCILE_PAYMENTS_JOB, { slot: slot.toISOString() }, { runAt: slot, uniqueKey: `${RECONCILE_PAYMENTS_JOB}:${slot.toISOString()}`, maxAttempts: 1 });
  if (options.atStart) await jobs.enqueue(RECONCILE_PAYMENTS_JOB, { slot: 'start' }, { uniqueKey: `${RECONCILE_PAYMENTS_JOB}:start`, maxAttempts: 1 });
}

/** The job: queue the next run first (a failing run does not end the schedule), then reconcile. */
export function registerReconciliation(platform: Platform): void {
  platform.jobs.register(RECONCILE_PAYMENTS_JOB, async () => {
    await scheduleReconciliation(platform.jobs);
    await reconcilePendingPayments(platform);
  });
}

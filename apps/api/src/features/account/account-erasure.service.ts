import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { lockErasure, markErased, ordersInProgress, recordErasureRequest, unpaidInvoiceCount } from './account-erasure.repository';

/**
 * Deleting an account and its personal data (README.md, ADR 0027). Asked for with the account closure; refused
 * while an order is being worked on or an invoice is owed (the service still needs the person, and a debt is
 * not erased). The closure happens at once; the erasure is a job queued in the same transaction, which walks
 * every holder of personal data (platform/privacy) in one transaction and then deletes the files.
 */
export const ERASE_ACCOUNT_JOB = 'account.erase';

export async function checkErasable(db: Db, userId: number): Promise<void> {
  const [inProgress, unpaid] = await Promise.all([ordersInProgress(db, userId), unpaidInvoiceCount(db, userId)]);
  if (inProgress > 0) throw new AppError(409, 'account-erasure-orders-in-progress', { count: inProgress });
  if (unpaid > 0) throw new AppError(409, 'account-erasure-unpaid-invoices', { count: unpaid });
}

/** In the closure's transaction: the request is recorded and the erasure queued (it runs once the closure commits). */
export async function requestErasure(platform: Platform, tx: Db, userId: number, now: Date): Promise<void> {
  await recordErasureRequest(tx, userId, now);
  await recordAudit(tx, { actorId: userId, action: 'account.erasure-requested', subjectType: 'customer', subjectId: String(userId), customerId: userId }, now);
  await platform.jobs.enqueue(ERASE_ACCOUNT_JOB, { userId }, { db: tx, uniqueKey: `${ERASE_ACCOUNT_JOB}:${userId}`, maxAttempts: 5 });
}

/** The job: every holder erases in one transaction (all or nothing); the files go after it commits. Safe to run again. */
export async function eraseAccount(platform: Platform, userId: number, log: FastifyBaseLogger, now = new Date()): Promise<'erased' | 'already' | 'not-requested'> {
  const outcome = await platform.db.transaction(async (tx) => {
    const request = await lockErasure(tx, userId);
    if (!request) return { status: 'not-requested' as const, files: [] };
    if (request.erasedAt) return { status: 'already' as const, files: [] };
    const files: string[] = [];
    for (const holder of platform.privacy.holders()) files.push(...(await holder.erase(tx, userId, now)).files);
    await markErased(tx, userId, now);
    await recordAudit(tx, { actorId: null, action: 'account.erased', subjectType: 'customer', subjectId: String(userId), customerId: userId, after: { holders: platform.privacy.holders().map((holder) => holder.name), files: files.length } }, now);
    return { status: 'erased' as const, files };
  });
  for (const key of outcome.files) await platform.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'an erased file could not be deleted'));
  return outcome.status;
}

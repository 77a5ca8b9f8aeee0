import type { Readable } from 'node:stream';
import {
  FAPIAO_LIMITS,
  fapiaoAvailableFor,
  fapiaoBlocksNewRequest,
  fapiaoCancellable,
  fapiaoView,
  type Fapiao,
  type FapiaoRequest,
} from '@marginalia/contracts/payments/fapiao.contract';
import { cancelOwnIssuedFapiao, recordFapiaoRequest } from '../../platform/billing/fapiaos';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import type { Storage } from '../../platform/storage/storage';

import * as repo from './fapiao.repository';
import type { UserRow } from '../../platform/db/schema/users';

/** Fapiao requests after payment (README.md). Staff issue or reject them (staff console). */
export interface FapiaoContext {
  db: Db;
  user: UserRow;
  now: Date;
}

export const ORGANIZATION_SEARCH_LIMIT = 10;

export async function listFapiaos(context: FapiaoContext): Promise<{ fapiaos: Fapiao[] }> {
  const rows = await repo.listFapiaos(context.db, context.user.id);
  return { fapiaos: rows.map((row) => fapiaoView(row, context.now)) };
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Requests a fapiao for the user's paid invoice or paid retainer invoice. Another user's invoice is 404;
 * an unpaid one, one of another localization or of one without post-payment fapiao is 409
 * fapiao-not-available; a pending or issued fapiao for it already is 409 fapiao-already-requested.
 */
export async function requestFapiao(context: FapiaoContext, request: FapiaoRequest): Promise<{ fapiao: Fapiao }> {
  const { user, now } = context;
  const created = await context.db.transaction(async (tx) => {
    const found = await repo.lockInvoiceForFapiao(tx, user.id, request.receiptCode);
    if (!found) throw new AppError(404, 'invoice-not-found');
    const { invoice } = found;
    const available = fapiaoAvailableFor({
      invoiceBalance: invoice.balance,
      invoiceTotal: invoice.totalAmount,
      invoiceWrittenOff: invoice.writtenOffAt !== null,
      invoiceLocalization: invoice.localization,
      userLocalization: user.localization,
      allowsFapiaoProcessingAfterPayment: found.allowsFapiaoProcessingAfterPayment,
    });
    if (!available) throw new AppError(409, 'fapiao-not-available');
    const statuses = await repo.findInvoiceFapiaoStatuses(tx, user.id, invoice.id);
    if (statuses.some(fapiaoBlocksNewRequest)) throw new AppError(409, 'fapiao-already-requested');
    let paymentId: number | null = null;
    if (request.paymentId) {
      const payment = await repo.findInvoicePayment(tx, user.id, invoice.id, request.paymentId);
      if (!payment) throw new AppError(404, 'payment-not-found');
      paymentId = payment.id;
    }
    const row = await recordFapiaoRequest(tx, {
      userId: user.id,
      invoiceId: invoice.id,
      paymentId,
      type: request.type,
      serviceTypeId: request.serviceType,
      organizationName: request.organizationName,
      taxpayerNumber: blankToNull(request.taxpayerNumber),
      contactEmail: request.contactEmail.trim(),
      contactPhone: blankToNull(request.contactPhone),
      shippingAddress: blankToNull(request.shippingAddress),
      createdAt: now,
    });
    return row.identity;
  });
  const stored = await repo.findFapiao(context.db, user.id, created);
  if (!stored) throw new Error('fapiao vanished after insert');
  return { fapiao: fapiaoView(stored, now) };
}

/** Cancels an issued fapiao within a year of the payment; anything else is 409 fapiao-not-cancellable. */
export async function cancelFapiao(context: FapiaoContext, identity: string): Promise<{ fapiao: Fapiao }> {
  const { db, user, now } = context;
  const found = await repo.findFapiao(db, user.id, identity);
  if (!found) throw new AppError(404, 'fapiao-not-found');
  if (!fapiaoCancellable(found.status, found.paidAt, now)) throw new AppError(409, 'fapiao-not-cancellable');
  if (!(await cancelOwnIssuedFapiao(db, user.id, found.id, now))) throw new AppError(409, 'fapiao-not-cancellable');
  return { fapiao: fapiaoView({ ...found, status: 'cancelled' }, now) };
}

/** Organizations named on the user's earlier fapiaos, for the form's type-ahead (at least 2 characters). */
export async function searchOrganizations(context: FapiaoContext, name: string) {
  const trimmed = name.trim();
  if ([...trimmed].length < FAPIAO_LIMITS.organizationSearchMin) {
    throw new AppError(400, 'organization-search-too-short', {}, { name: 'organization-search-too-short' });
  }
  return { organizations: await repo.searchOrganizations(context.db, context.user.id, trimmed, ORGANIZATION_SEARCH_LIMIT) };
}

/** The issued fapiao's PDF, once staff uploaded it. */
export async function fapiaoPdf(context: FapiaoContext, storage: Storage, identity: string): Promise<{ body: Readable; fileName: string }> {
  const found = await repo.findFapiao(context.db, context.user.id, identity);
  if (!found) throw new AppError(404, 'fapiao-not-found');
  if (found.status !== 'completed' || !found.fileKey) throw new AppError(404, 'file-not-found');
  const fileName = `fapiao-${(found.number ?? found.invoiceNumber).replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
  return { body: await storage.read(found.fileKey), fileName };
}

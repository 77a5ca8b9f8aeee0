import type { Readable } from 'node:stream';
import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import {
  FAPIAO_PDF_MAX_BYTES,
  fapiaoNumberSchema,
  type StaffFapiaoList,
  type StaffFapiaoRow,
  type StaffFapiaoStatus,
} from '@marginalia/contracts/staff/staff-billing.contract';
import { auditFields, recordAudit } from '../../../platform/audit/audit-log';
import { cancelFapiao as cancelFapiaoRecord, issueFapiao, rejectFapiaoRequest } from '../../../platform/billing/fapiaos';
import { publicCode } from '../../../platform/ids/random-ids';
import type { Db } from '../../../platform/db/client';
import type { FapiaoRow } from '../../../platform/db/schema/billing';
import { AppError } from '../../../platform/errors/app-error';
import { storeUpload } from '../../../platform/uploads/upload-stream';
import type { StaffContext } from '../staff-context';
import { sendFapiaoIssued } from './staff-billing-mail';
import { currencyView, customerView } from './staff-billing-views';
import * as repo from './staff-fapiao.repository';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** The fapiao desk (README.md): issue a requested fapiao with its number and PDF, reject, cancel. */
const PDF_RULE = { extensions: ['pdf'], mimeTypes: ['application/pdf'] };
const AUDITED = ['status', 'number', 'fileKey', 'completedAt', 'rejectionReason', 'cancelledAt'] as const;

function rowView(listing: repo.FapiaoListing, language: SiteLanguage): StaffFapiaoRow {
  const { fapiao, invoice } = listing;
  return {
    identity: fapiao.identity,
    status: fapiao.status,
    type: fapiao.type,
    serviceTypeId: fapiao.serviceTypeId,
    organizationName: fapiao.organizationName,
    taxpayerNumber: fapiao.taxpayerNumber,
    contactEmail: fapiao.contactEmail,
    contactPhone: fapiao.contactPhone,
    shippingAddress: fapiao.shippingAddress,
    deliveryTimeline: fapiao.deliveryTimeline,
    specialInstructions: fapiao.specialInstructions,
    number: fapiao.number,
    hasFile: fapiao.fileKey !== null,
    rejectionReason: fapiao.rejectionReason,
    createdAt: fapiao.createdAt.toISOString(),
    completedAt: fapiao.completedAt?.toISOString() ?? null,
    cancelledAt: fapiao.cancelledAt?.toISOString() ?? null,
    customer: customerView(listing.customer, language),
    invoice: {
      invoiceNumber: invoice.invoiceNumber,
      kind: invoice.kind,
      totalAmount: invoice.totalAmount,
      currency: currencyView(listing.currency),
      paidAt: invoice.paidAt?.toISOString() ?? null,
    },
    paymentPublicId: listing.paymentPublicId,
  };
}

export async function listDesk(
  context: StaffContext,
  query: { status: StaffFapiaoStatus; q?: string; page: number },
): Promise<StaffFapiaoList> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.listFapiaos(context.db, query.status, query.q || undefined, query.page, STAFF_PAGE_SIZE),
    repo.countByStatus(context.db),
  ]);
  return {
    fapiaos: rows.map((row) => rowView(row, context.language)),
    counts,
    pagination: { page: query.page, total, pageSize: STAFF_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)) },
  };
}

async function view(context: StaffContext, identity: string): Promise<{ fapiao: StaffFapiaoRow }> {
  const listing = await repo.findFapiao(context.db, identity);
  if (!listing) throw new AppError(404, 'fapiao-not-found');
  return { fapiao: rowView(listing, context.language) };
}

/** Parses the number field: digits only, 8 to 20 (spaces typed between groups are dropped). */
export function parseFapiaoNumber(value: string | null): string {
  const parsed = fapiaoNumberSchema.safeParse(value ?? '');
  if (!parsed.success) throw new AppError(400, 'fapiao-number-invalid', {}, { number: 'fapiao-number-invalid' });
  return parsed.data;
}

/** Refuses early (before the PDF is read) what cannot be issued. */
export async function assertIssuable(context: StaffContext, identity: string): Promise<void> {
  const listing = await repo.findFapiao(context.db, identity);
  if (!listing) throw new AppError(404, 'fapiao-not-found');
  if (listing.fapiao.status !== 'pending') throw new AppError(409, 'fapiao-not-pending');
}

/**
 * Issues a pending fapiao: the PDF (checked by its first bytes, at most FAPIAO_PDF_MAX_BYTES) streams to
 * storage, then one transaction sets status completed, the number, the file and completedAt, records the
 * audit event and queues the 'fapiao-issued' e-mail. If that transaction refuses, the stored PDF is removed.
 */
export async function fulfilFapiao(
  context: StaffContext,
  identity: string,
  number: string,
  upload: { fileName: string; source: Readable },
) {
  const { platform, db, staff, now } = context;
  const key = `fapiaos/${identity}/${publicCode('', 9)}.pdf`;
  await storeUpload({
    storage: platform.storage,
    key,
    fileName: upload.fileName,
    source: upload.source,
    rule: PDF_RULE,
    maxBytes: FAPIAO_PDF_MAX_BYTES,
  });
  try {
    await db.transaction(async (tx) => {
      const fapiao = await repo.lockFapiao(tx, identity);
      if (!fapiao) throw new AppError(404, 'fapiao-not-found');
      if (fapiao.status !== 'pending') throw new AppError(409, 'fapiao-not-pending');
      if (await repo.numberInUse(tx, number, fapiao.id))
        throw new AppError(409, 'fapiao-number-used', { number }, { number: 'fapiao-number-used' });
      const after = await issueFapiao(tx, fapiao.id, { number, fileKey: key, at: now });
      const listing = await repo.findFapiao(tx, identity);
      if (!listing) throw new Error('fapiao vanished');
      await recordAudit(
        tx,
        {
          actorId: staff.id,
          action: 'fapiao.fulfil',
          subjectType: 'fapiao',
          subjectId: identity,
          customerId: fapiao.userId,
          before: auditFields(fapiao, [...AUDITED]),
          after: { ...auditFields(after, [...AUDITED]), invoiceNumber: listing.invoice.invoiceNumber },
        },
        now,
      );
      await sendFapiaoIssued(platform, tx, {
        customer: listing.customer,
        invoiceNumber: listing.invoice.invoiceNumber,
        number,
        organizationName: fapiao.organizationName,
      });
    });
  } catch (error) {
    await platform.storage.delete(key);
    throw error;
  }
  return view(context, identity);
}

/** A staff decision on a request: locked, checked and changed by `decide`, audited with the reason, in one transaction. */
async function decideFapiao(
  context: StaffContext,
  identity: string,
  action: 'fapiao.reject' | 'fapiao.cancel',
  reason: string,
  decide: (tx: Db, fapiao: FapiaoRow) => Promise<FapiaoRow>,
) {
  const { db, staff, now } = context;
  await db.transaction(async (tx) => {
    const fapiao = await repo.lockFapiao(tx, identity);
    if (!fapiao) throw new AppError(404, 'fapiao-not-found');
    const after = await decide(tx, fapiao);
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action,
        subjectType: 'fapiao',
        subjectId: identity,
        customerId: fapiao.userId,
        before: auditFields(fapiao, [...AUDITED]),
        after: auditFields(after, [...AUDITED]),
        reason,
      },
      now,
    );
  });
  return view(context, identity);
}

/** Rejects a pending request with a reason the researcher sees; they may then ask again. */
export async function rejectFapiao(context: StaffContext, identity: string, reason: string) {
  return decideFapiao(context, identity, 'fapiao.reject', reason, async (tx, fapiao) => {
    if (fapiao.status !== 'pending') throw new AppError(409, 'fapiao-not-pending');
    return rejectFapiaoRequest(tx, fapiao.id, reason);
  });
}

/** Staff may cancel a fapiao at any time (an issued one voided with the tax office, a request withdrawn). */
export async function cancelFapiao(context: StaffContext, identity: string, reason: string) {
  return decideFapiao(context, identity, 'fapiao.cancel', reason, async (tx, fapiao) => {
    if (fapiao.status === 'cancelled') throw new AppError(409, 'fapiao-already-cancelled');
    return cancelFapiaoRecord(tx, fapiao.id, context.now);
  });
}

import { recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import { STAFF_TOPIC } from '../../platform/realtime/realtime';
import { notifyCustomer } from './support-notify';
import { customerAttachmentsOf, lockOpenProofRequests, openProofsOfInvoices, updateRequest } from './support.repository';
import { attachmentView } from './support-views';

/** A researcher's stated transfer beside an invoice on the payments desk. */
export interface InvoiceProof {
  /** The support request's number. */
  number: string;
  amount: number;
  transferredOn: string;
  bankReference: string;
  attachments: { id: string; name: string; size: number; contentType: string }[];
}

/** The open proofs of payment of these invoices, by invoice id (the payments desk shows them beside each). */
export async function proofsOfInvoices(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceProof[]>> {
  const proofs = await openProofsOfInvoices(db, invoiceIds);
  const files = await customerAttachmentsOf(
    db,
    proofs.map((proof) => proof.requestId),
  );
  const byInvoice = new Map<number, InvoiceProof[]>();
  for (const proof of proofs) {
    const list = byInvoice.get(proof.invoiceId) ?? [];
    list.push({
      number: proof.number,
      amount: proof.amount,
      transferredOn: proof.transferredOn,
      bankReference: proof.bankReference,
      attachments: files.filter((file) => file.requestId === proof.requestId).map((file) => attachmentView(file.attachment)),
    });
    byInvoice.set(proof.invoiceId, list);
  }
  return byInvoice;
}

/**
 * Recording an invoice's bank transfer closes the proofs of payment stated for it, in the transaction that
 * records it (audited as the staff member's, with the payment), and tells the researcher's pages.
 */
export async function closeProofsOfInvoice(platform: Platform, tx: Db, invoiceId: number, staffId: number, payment: string, now: Date): Promise<string[]> {
  const requests = await lockOpenProofRequests(tx, invoiceId);
  for (const request of requests) {
    const updated = await updateRequest(tx, request.id, { status: 'closed', closedAt: now, updatedAt: now, firstResponseAt: request.firstResponseAt ?? now });
    await recordAudit(
      tx,
      { actorId: staffId, action: 'support.close', subjectType: 'support-request', subjectId: request.number, orderId: request.orderId, customerId: request.userId, before: { status: request.status }, after: { status: 'closed', payment }, reason: 'bank-transfer-recorded' },
      now,
    );
    await notifyCustomer(tx, { platform }, updated, 'support.status');
    await platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: request.number }, { db: tx });
  }
  return requests.map((request) => request.number);
}

import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import type {
  StaffBankTransferRequest,
  StaffInvoiceRow,
  StaffPaymentsDesk,
  StaffPaymentsDeskQuery,
} from '@marginalia/contracts/staff/staff-billing.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { auditFields, recordAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/errors/app-error';
import { lockInvoiceByNumber } from '../../../platform/billing/invoices';
import { lockPayment, setPaymentRecordedBy, settle } from '../../../platform/billing/payments';
import { recordReceivedPayment } from '../../../platform/billing/recorded-payments';
import type { StaffContext } from '../staff-context';
import { sendPaymentReceived } from './staff-billing-mail';
import { currencyView, customerView, invoiceRowView, isCalendarDay, paymentRowView, staffView, todayIn } from './staff-billing-views';
import * as invoicesRepo from './staff-invoices.repository';
import * as repo from './staff-payments.repository';
import { listRecentRefunds } from './staff-refunds.repository';
import { closeProofsOfInvoice, proofsOfInvoices } from '../../support/support.public';

/** The payments desk (README.md): what is owed, what is pending, bank transfers, boletos, write-offs. */
const PENDING_LIMIT = 100;
const WRITE_OFF_LIMIT = 100;
const REFUND_LIMIT = 15;

const pagination = (page: number, total: number) => ({
  page,
  total,
  pageSize: STAFF_PAGE_SIZE,
  pageCount: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
});

export async function loadDesk(context: StaffContext, query: StaffPaymentsDeskQuery): Promise<StaffPaymentsDesk> {
  const { db, now } = context;
  const q = query.q || undefined;
  const [unpaid, writeOffs, pending, settled, refunds] = await Promise.all([
    invoicesRepo.listUnpaidInvoices(db, q, query.page, STAFF_PAGE_SIZE),
    invoicesRepo.listPendingWriteOffs(db, q, WRITE_OFF_LIMIT),
    repo.listPendingPayments(db, q, PENDING_LIMIT),
    repo.listSettledPayments(db, q, query.paymentsPage, STAFF_PAGE_SIZE),
    listRecentRefunds(db, REFUND_LIMIT),
  ]);
  const paymentIds = [...pending.map((row) => row.payment.id), ...settled.rows.map((row) => row.payment.id)];
  const [reserved, numbers, refunded, proofs] = await Promise.all([
    invoicesRepo.pendingPaymentsOf(
      db,
      unpaid.rows.map((row) => row.invoice.id),
    ),
    repo.invoiceNumbersOf(db, paymentIds),
    repo.refundedAmounts(
      db,
      settled.rows.map((row) => row.payment.id),
    ),
    proofsOfInvoices(
      db,
      unpaid.rows.map((row) => row.invoice.id),
    ),
  ]);
  return {
    invoices: unpaid.rows.map((row) => invoiceRowView(row, reserved.get(row.invoice.id), now, context.language, proofs.get(row.invoice.id))),
    invoicesPagination: pagination(query.page, unpaid.total),
    pendingPayments: pending.map(({ payment, customer, currency }) => ({
      publicId: payment.publicId,
      customer: customerView(customer, context.language),
      methodId: payment.methodId,
      amount: payment.amount,
      currency: currencyView(currency),
      createdAt: payment.createdAt.toISOString(),
      boletoUrl: payment.boletoUrl,
      invoiceNumbers: numbers.get(payment.id) ?? [],
      canMarkPaid: payment.methodId === PAYMENT_METHOD.boleto,
    })),
    payments: settled.rows.map((row) => paymentRowView(row, numbers.get(row.payment.id) ?? [], refunded.get(row.payment.id) ?? 0, context.language)),
    paymentsPagination: pagination(query.paymentsPage, settled.total),
    writeOffs: writeOffs.map((row) => invoiceRowView(row, undefined, now, context.language)),
    refunds: refunds.map((row) => ({
      id: row.refund.id,
      paymentPublicId: row.paymentPublicId,
      customer: customerView(row.customer, context.language),
      method: row.refund.method,
      amount: row.refund.amount,
      currency: currencyView(row.currency),
      reason: row.refund.reason,
      staff: staffView(row.staff, context.language),
      createdAt: row.refund.createdAt.toISOString(),
      confirmed: row.refund.method === 'credit' || row.refund.gatewayRefundId !== null,
    })),
  };
}

export async function invoiceView(context: StaffContext, invoiceNumber: string): Promise<StaffInvoiceRow> {
  const listing = await invoicesRepo.findInvoiceListing(context.db, invoiceNumber);
  if (!listing) throw new AppError(404, 'invoice-not-found');
  const [reserved, proofs] = await Promise.all([invoicesRepo.pendingPaymentsOf(context.db, [listing.invoice.id]), proofsOfInvoices(context.db, [listing.invoice.id])]);
  return invoiceRowView(listing, reserved.get(listing.invoice.id), context.now, context.language, proofs.get(listing.invoice.id));
}

/** The same reference however staff typed it: trimmed, inner spaces collapsed, upper case. */
export const normalizeReference = (reference: string) => reference.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Records a bank transfer staff saw arrive, full or partial: a succeeded payment (method 9) allocated to the
 * invoice and settled in one transaction, which lowers the balance and marks the invoice and its order paid
 * when nothing is left (that unlocks the downloads). The invoice row is locked first, so two requests take
 * turns; one bank reference is recorded once (the database's partial unique index refuses a second).
 */
export async function recordBankTransfer(context: StaffContext, invoiceNumber: string, body: StaffBankTransferRequest) {
  const { db, staff, now, platform } = context;
  if (!isCalendarDay(body.receivedOn)) throw new AppError(400, 'date-invalid', {}, { receivedOn: 'date-invalid' });
  const today = todayIn(staff.timeZone, now);
  if (body.receivedOn > today) throw new AppError(400, 'bank-transfer-date-future', {}, { receivedOn: 'bank-transfer-date-future' });
  const reference = normalizeReference(body.reference);
  const settledAt = body.receivedOn === today ? now : new Date(`${body.receivedOn}T12:00:00Z`);
  const paymentId = await db.transaction(async (tx) => {
    const invoice = await lockInvoiceByNumber(tx, invoiceNumber);
    if (!invoice) throw new AppError(404, 'invoice-not-found');
    const listing = await invoicesRepo.findInvoiceListing(tx, invoiceNumber);
    if (!listing) throw new AppError(404, 'invoice-not-found');
    if (invoice.pendingWriteoff) throw new AppError(409, 'invoice-write-off-pending', { invoiceNumber });
    if (invoice.balance === 0) throw new AppError(409, 'invoice-already-paid', { invoiceNumber });
    if (body.amount > invoice.balance) {
      const balance = formatMoney(invoice.balance, listing.currency, { withIsoCode: true });
      throw new AppError(409, 'bank-transfer-above-balance', { invoiceNumber, balance }, { amount: 'bank-transfer-above-balance' });
    }
    const payment = await recordReceivedPayment(tx, {
      userId: invoice.userId,
      purpose: 'payoff',
      subject: { invoiceIds: [invoice.id] },
      methodId: PAYMENT_METHOD.bankTransfer,
      currency: invoice.currency,
      amount: body.amount,
      idempotencyKey: `staff-bank-transfer:${reference}`,
      invoiceId: invoice.id,
      recordedByStaffId: staff.id,
      reference,
      form: { receivedOn: body.receivedOn, note: body.note ?? null, recordedAt: now.toISOString() },
      createdAt: now,
      settledAt,
    });
    if (!payment) throw new AppError(409, 'bank-transfer-duplicate', { reference }, { reference: 'bank-transfer-duplicate' });
    const after = await lockInvoiceByNumber(tx, invoiceNumber);
    if (!after) throw new Error('invoice vanished');
    const order = invoice.orderId === null ? null : await repo.orderOf(tx, invoice.orderId);
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action: 'invoice.bank-transfer',
        subjectType: 'invoice',
        subjectId: invoiceNumber,
        orderId: invoice.orderId,
        customerId: invoice.userId,
        before: { ...auditFields(invoice, ['balance', 'paidAt']) },
        after: {
          ...auditFields(after, ['balance', 'paidAt']),
          payment: payment.publicId,
          amount: body.amount,
          currency: invoice.currency,
          reference,
          receivedOn: body.receivedOn,
          orderPaid: order?.paid ?? null,
        },
        reason: body.note ?? null,
      },
      now,
    );
    // The researcher's proof of payment for this invoice has done its work.
    await closeProofsOfInvoice(platform, tx, invoice.id, staff.id, payment.publicId, now);
    await sendPaymentReceived(platform, tx, {
      customer: listing.customer,
      invoice: after,
      currency: listing.currency,
      amount: body.amount,
    });
    return payment.publicId;
  });
  return { invoice: await invoiceView(context, invoiceNumber), paymentId };
}

/**
 * Settles a pending boleto the bank confirmed to staff, the way the gateway's success webhook does
 * (payment-processing `settle`: conditional on 'pending', runs the purpose's fulfilment once).
 */
export async function markBoletoPaid(context: StaffContext, paymentPublicId: string) {
  const { db, staff, now, platform } = context;
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentPublicId);
    if (!payment) throw new AppError(404, 'payment-not-found');
    if (payment.methodId !== PAYMENT_METHOD.boleto) throw new AppError(409, 'payment-not-boleto');
    if (payment.status !== 'pending') throw new AppError(409, 'payment-not-pending');
    const outcome = await settle(
      platform,
      payment.id,
      payment.gatewayTransactionId ? { transactionId: payment.gatewayTransactionId } : {},
      tx,
    );
    await setPaymentRecordedBy(tx, payment.id, staff.id);
    const numbers = await repo.invoiceNumbersOf(tx, [payment.id]);
    const invoiceNumber = numbers.get(payment.id)?.[0] ?? null;
    const listing = invoiceNumber ? await invoicesRepo.findInvoiceListing(tx, invoiceNumber) : null;
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action: 'payment.mark-paid',
        subjectType: 'payment',
        subjectId: payment.publicId,
        orderId: listing?.invoice.orderId ?? null,
        customerId: payment.userId,
        before: { status: payment.status },
        after: {
          status: outcome.payment.status,
          invoiceNumbers: numbers.get(payment.id) ?? [],
          amount: payment.amount,
          currency: payment.currency,
        },
      },
      now,
    );
    if (listing)
      await sendPaymentReceived(platform, tx, {
        customer: listing.customer,
        invoice: listing.invoice,
        currency: listing.currency,
        amount: payment.amount,
      });
    return { paymentId: payment.publicId, status: outcome.payment.status };
  });
}

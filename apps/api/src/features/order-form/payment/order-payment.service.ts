import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderPaymentResponse } from '@marginalia/contracts/payments/payment-load.contract';
import { PAYMENT_FLOW, PAYMENT_METHOD, isPaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { AppError } from '../../../platform/errors/app-error';
import { requireUser } from '../../../platform/session/session';
import { currencyOf } from '../../../platform/reference/currencies';
import { findOrderInvoices } from '../../../platform/billing/invoices';
import { findOwnedOrder } from '../../orders/orders.public';
import { findOrderPayments } from './order-conversion.repository';
import type { PaymentRow } from '../../../platform/db/schema/billing';

/**
 * The payment that best says how an order was paid: a boleto or wallet still pending, else the money
 * that came in from outside, else a voucher, else credits or the free method. An unpaid order with
 * none of these is awaiting a bank transfer (the only method that writes no payment).
 */
const external = (payment: PaymentRow) => isPaymentMethodId(payment.methodId) && PAYMENT_FLOW[payment.methodId] !== 'internal';

export function describingPayment(payments: readonly PaymentRow[]): PaymentRow | null {
  const live = payments.filter((payment) => payment.status === 'pending' || payment.status === 'succeeded');
  const latest = (rows: PaymentRow[]) => rows.sort((a, b) => b.id - a.id)[0] ?? null;
  return (
    latest(live.filter((payment) => payment.status === 'pending')) ??
    latest(live.filter(external)) ??
    latest(live.filter((payment) => payment.methodId === PAYMENT_METHOD.voucher)) ??
    latest([...live])
  );
}

/** GET /api/order/{id}/payment: the owner's order and how its payment stands (order-complete page). */
export async function orderPayment(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<OrderPaymentResponse> {
  const user = requireUser(request);
  const { db } = app.platform;
  const order = await findOwnedOrder(db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  const [invoices, currency] = await Promise.all([findOrderInvoices(db, user.id, order.id), currencyOf(db, order.currency)]);
  const payments = await findOrderPayments(db, user.id, invoices.map((invoice) => invoice.id), order.orderFormId);
  const described = describingPayment(payments);
  const unpaidBankTransfer = !order.paid && !payments.some((payment) => payment.status === 'pending' || (payment.status === 'succeeded' && external(payment)));
  const receipt = payments.filter((payment) => payment.status === 'succeeded' && payment.amount > 0).sort((a, b) => b.id - a.id)[0] ?? null;
  const invoice = invoices.find((row) => row.kind === 'order') ?? invoices[0] ?? null;
  return {
    order: {
      externalId: order.externalId,
      title: order.title,
      paid: order.paid,
      totalAmount: order.totalAmount,
      currency: { isoCode: currency.isoCode, shortName: currency.shortName, sign: currency.sign, numDecimals: currency.numDecimals },
      deadline: order.deadline.toISOString(),
      createdAt: order.createdAt.toISOString(),
      invoiceNumber: invoice?.invoiceNumber ?? null,
      receiptCode: invoice?.receiptCode ?? null,
      paymentMethodId: unpaidBankTransfer ? PAYMENT_METHOD.bankTransfer : (described?.methodId ?? null),
      boletoUrl: payments.find((payment) => payment.status === 'pending' && payment.boletoUrl)?.boletoUrl ?? null,
      paymentId: receipt?.publicId ?? null,
    },
    stored: true,
  };
}

import type { PaymentStatusResponse } from '@marginalia/contracts/payments/payment-form.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { findOwnedPayment } from './payments.repository';

/** What a return page polls: the payment's state and, once fulfilled, the order it created. */
export async function paymentStatus(db: Db, userId: number, publicId: string): Promise<PaymentStatusResponse> {
  const payment = await findOwnedPayment(db, userId, publicId);
  if (!payment) throw new AppError(404, 'payment-not-found');
  const orderExternalId = payment.result?.orderExternalId;
  return {
    paymentId: payment.publicId,
    purpose: payment.purpose,
    status: payment.status,
    failureKey: payment.failureKey,
    orderExternalId: typeof orderExternalId === 'string' ? orderExternalId : null,
    boletoUrl: payment.boletoUrl,
  };
}

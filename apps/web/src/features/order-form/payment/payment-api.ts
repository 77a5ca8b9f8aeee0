import { queryOptions } from '@tanstack/react-query';
import type {
  PaymentFormInput,
  PaymentStatusResponse,
  PaymentSubmissionResponse,
  VoucherResponse,
} from '@marginalia/contracts/payments/payment-form.contract';
import type { OrderPaymentResponse, PaymentLoadResponse } from '@marginalia/contracts/payments/payment-load.contract';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { api } from '../../../lib/api-client';

/** The payment step's calls. */

export const PAYMENT_LOAD_KEY = ['payment-load'] as const;

/** GET /api/payment/load?orderFormId= — methods, currencies, countries, addresses, balances. */
export function paymentLoadQuery(orderFormId: string) {
  return queryOptions({
    queryKey: [...PAYMENT_LOAD_KEY, orderFormId],
    queryFn: ({ signal }) => api.get<PaymentLoadResponse>(paymentPaths.load, { query: { orderFormId }, signal }),
    // Balances change with every payment: never show yesterday's credits.
    staleTime: 0,
  });
}

/** PUT /api/order-form/{id}/payments with the payment form (invoiceAddressSameAsBilling included). */
export function submitOrderFormPayment(orderFormId: string, form: PaymentFormInput): Promise<PaymentSubmissionResponse> {
  return api.put<PaymentSubmissionResponse>(paymentPaths.orderFormPayments(orderFormId), form);
}

/** PUT /api/order-form/{id}/voucher/{code}: the code as typed, trimmed, URL-encoded by the path. */
export function applyVoucher(orderFormId: string, code: string): Promise<VoucherResponse> {
  return api.put<VoucherResponse>(paymentPaths.orderFormVoucher(orderFormId, code.trim()));
}

/** DELETE /api/order-form/{id}/voucher/{code}: the voucher no longer pays the order. */
export function removeVoucher(orderFormId: string, code: string): Promise<unknown> {
  return api.delete<unknown>(paymentPaths.orderFormVoucher(orderFormId, code.trim()));
}

export function paymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return api.get<PaymentStatusResponse>(paymentPaths.status(paymentId), { signal });
}

/** GET /api/order/{id}/payment — the order a payment made, for the confirmation page. */
export function orderPaymentQuery(orderExternalId: string) {
  return queryOptions({
    queryKey: ['order-payment', orderExternalId],
    queryFn: ({ signal }) => api.get<OrderPaymentResponse>(paymentPaths.orderPayment(orderExternalId), { signal }),
    staleTime: 0,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fapiaoPaths, invoicePaths, paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import type { PaymentLoadResponse } from '@marginalia/contracts/payments/payment-load.contract';
import type { InvoiceLoadResponse, PayoffLoadResponse } from '@marginalia/contracts/payments/invoices.contract';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import type { PaymentSubmissionResponse, PayoffPaymentInput } from '@marginalia/contracts/payments/payment-form.contract';
import { api } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';
import { listQuery, type InvoiceFilters, type InvoiceListStatus } from './invoice-rules';

/** Every invoice list and payoff load: reloaded together after a payment, a fapiao request or a cancellation. */
export const INVOICES_KEY = ['invoices'] as const;

/** GET /api/invoice/load for one page of one list. A refused filter (date-invalid) is shown by the page. */
export function invoiceListQuery(status: InvoiceListStatus, filters: InvoiceFilters, page: number) {
  const query = listQuery(status, filters, page);
  return queryOptions({
    queryKey: [...INVOICES_KEY, 'list', query],
    queryFn: ({ signal }) => api.get<InvoiceLoadResponse>(invoicePaths.load, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handledErrors: handles.clientErrors },
  });
}

/** GET /api/payoff/load: what paying these invoices involves; its 4xx (already paid, not found) is shown by the page. */
export function payoffLoadQuery(invoiceNumbers: readonly string[]) {
  return queryOptions({
    queryKey: [...INVOICES_KEY, 'payoff', invoiceNumbers.join(',')],
    queryFn: ({ signal }) => api.get<PayoffLoadResponse>(invoicePaths.payoffLoad, { query: { invoiceNumbers: invoiceNumbers.join(',') }, signal }),
    meta: { handledErrors: handles.clientErrors },
    retry: false,
    // A payment changes the figures: never show a stale total.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/payment/load: the countries, saved addresses and the user's country the payment panel needs. */
export function paymentLoadQuery() {
  return queryOptions({
    queryKey: ['payment-load', 'payoff'] as const,
    queryFn: ({ signal }) => api.get<PaymentLoadResponse>(paymentPaths.load, { signal }),
    staleTime: 60 * 1000,
  });
}

/** POST /api/payoff/payment; the payment panel shows its 4xx. */
export function usePayoffPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoffPaymentInput) => api.post<PaymentSubmissionResponse>(invoicePaths.payoffPayment, body),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}

/** DELETE /api/fapiao/{identity}; a refusal (no longer cancellable) is shown by the list. */
export function useCancelFapiao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fapiao: Fapiao) => api.delete<unknown>(fapiaoPaths.cancel(fapiao.identity)),
    meta: { handledErrors: handles.clientErrors },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}

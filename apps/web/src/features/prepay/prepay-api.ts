import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { prepayPaths } from '@marginalia/contracts/payments/payments.paths';
import type { PaymentSubmissionResponse, PrepayPaymentInput } from '@marginalia/contracts/payments/payment-form.contract';
import type { PrepayLoadResponse } from '@marginalia/contracts/payments/prepay.contract';
import { api } from '../../lib/api-client';

/** The prepay calls: GET /api/prepay/load and POST /api/prepay/payment. */
export const PREPAY_KEY = ['prepay'] as const;

export function prepayLoadQuery() {
  return queryOptions({
    queryKey: PREPAY_KEY,
    queryFn: ({ signal }) => api.get<PrepayLoadResponse>(prepayPaths.load, { signal }),
    // Balances change with every payment and order: always refreshed when a page opens.
    staleTime: 0,
  });
}

/** Pays a new prepayment of `total` or an existing one by its `receiptCode` (never both). */
export function submitPrepayPayment(body: PrepayPaymentInput): Promise<PaymentSubmissionResponse> {
  return api.post<PaymentSubmissionResponse>(prepayPaths.payment, body);
}

/** Reloads the credits and prepayments (after a payment, a fapiao request, a landing). */
export function useRefreshPrepay(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: PREPAY_KEY }), [queryClient]);
}

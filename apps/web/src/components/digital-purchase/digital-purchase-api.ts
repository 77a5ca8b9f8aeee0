import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIGITAL_PURCHASE_POLL_MS, type DigitalProductKind, type PurchaseOffersResponse, type PurchaseStatusResponse } from '@marginalia/contracts/digital/digital-purchases.contract';
import { digitalPurchasePaths } from '@marginalia/contracts/digital/digital.paths';
import type { PaymentLoadResponse } from '@marginalia/contracts/payments/payment-load.contract';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { api } from '../../lib/api-client';

/** The purchase path's calls, the same for every kind of digital product. */
export function offersQuery(kind: DigitalProductKind, currency: string | null) {
  return queryOptions({
    queryKey: ['digital-offers', kind, currency] as const,
    queryFn: ({ signal }) => api.get<PurchaseOffersResponse>(digitalPurchasePaths.offers, { signal, query: { kind, currency } }),
    staleTime: 0,
  });
}

/** GET /api/payment/load: countries, saved addresses and the user's country for the payment panel. */
export function purchasePaymentLoadQuery() {
  return queryOptions({
    queryKey: ['payment-load', 'digital'] as const,
    queryFn: ({ signal }) => api.get<PaymentLoadResponse>(paymentPaths.load, { signal }),
    staleTime: 60 * 1000,
  });
}

/** After paying: the purchase asked for every 10 seconds until it exists (or its payment failed). */
export function usePurchaseStatus(receiptCode: string | null) {
  return useQuery({
    queryKey: ['digital-purchase-status', receiptCode] as const,
    queryFn: ({ signal }) => api.get<PurchaseStatusResponse>(digitalPurchasePaths.status(receiptCode ?? ''), { signal }),
    enabled: receiptCode !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.error ? DIGITAL_PURCHASE_POLL_MS : false),
    retry: false,
  });
}

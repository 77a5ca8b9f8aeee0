import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateDetailsForm, CertificateSaveRequest, CertificateSaveResponse } from '@marginalia/contracts/certificates/certificate.contract';
import { certificatePaths } from '@marginalia/contracts/certificates/certificates.paths';
import type { DeliverablesResponse } from '@marginalia/contracts/orders/deliverables.contract';
import type { OrderDetailsResponse } from '@marginalia/contracts/orders/order-details.contract';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT, orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { api, isApiError } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';

export const ORDER_DETAILS_KEY = ['order-details'] as const;

/**
 * GET /api/order/{externalId}. A new order may not be there yet (a wallet payment still settling): a 404
 * is asked again every 3 s, up to 80 times in all, then the page shows load-order-failure.
 */
export function orderDetailsQuery(externalId: string) {
  return queryOptions({
    queryKey: [...ORDER_DETAILS_KEY, externalId],
    queryFn: ({ signal }) => api.get<OrderDetailsResponse>(orderPaths.view(externalId), { signal }),
    retry: (failures, error) => isApiError(error) && error.status === 404 && failures < ORDER_POLL_LIMIT - 1,
    retryDelay: ORDER_POLL_INTERVAL_MS,
    meta: { handledErrors: handles.clientErrors },
  });
}

/** PUT /api/certificate/save/{code}; the modal shows a refusal under its fields. */
export function useSaveCertificate(externalId: string, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CertificateDetailsForm) => api.put<CertificateSaveResponse>(certificatePaths.save(code), { ...details, externalId, code } satisfies CertificateSaveRequest),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ORDER_DETAILS_KEY, externalId] }),
  });
}

/** GET /api/order/{externalId}/deliverables for the per-file links (the archive fetches the list afresh). */
export function deliverablesQuery(externalId: string) {
  return queryOptions({
    queryKey: [...ORDER_DETAILS_KEY, externalId, 'deliverables'],
    queryFn: ({ signal }) => api.get<DeliverablesResponse>(orderPaths.deliverables(externalId), { signal }),
    meta: { handledErrors: handles.clientErrors },
  });
}

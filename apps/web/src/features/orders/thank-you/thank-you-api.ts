import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateDetailsRequest, CertificateDetailsResponse, EmailNotificationsRequest, EmailNotificationsResponse } from '@marginalia/contracts/orders/email-notifications.contract';
import { orderSearchParams, EMPTY_ORDER_FILTERS, type OrderSearchResponse } from '@marginalia/contracts/orders/order-search.contract';
import { certificateDetailsPath, emailNotificationsPath, orderPaths } from '@marginalia/contracts/orders/orders.paths';
import type { LoyaltyLevelsResponse, RewardPointsResponse } from '@marginalia/contracts/rewards/loyalty.contract';
import { LOYALTY_LEVELS_PATH, userRewardPointsPath } from '@marginalia/contracts/rewards/rewards.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { certificatePollInterval, rewardPointsPollInterval } from './thank-you-rules';

const detailsKey = (externalId: string) => ['thank-you', externalId, 'certificate-details'] as const;

/** GET /api/order/{externalId}/certificate-details: what the certificate and notification forms start from. */
export function certificateDetailsQuery(externalId: string) {
  return queryOptions({
    queryKey: detailsKey(externalId),
    queryFn: ({ signal }) => api.get<CertificateDetailsResponse>(certificateDetailsPath(externalId), { signal }),
    meta: { handledErrors: handles.clientErrors },
  });
}

/** PUT /api/order/{externalId}/certificate-details (kept on the order form until the certificate is issued). */
export function useSaveCertificateDetails(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CertificateDetailsRequest) => api.put<CertificateDetailsResponse>(certificateDetailsPath(externalId), details),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: (saved) => queryClient.setQueryData(detailsKey(externalId), saved),
  });
}

/** POST /api/order/{externalId}/email-notifications. */
export function useSaveNotificationEmails(externalId: string) {
  return useMutation({
    mutationFn: (request: EmailNotificationsRequest) => api.post<EmailNotificationsResponse>(emailNotificationsPath(externalId), request),
    meta: { handledErrors: handles.clientErrors },
  });
}

/** GET /api/order/search?xid=…: the thank-you view's certificate poll (orders[0].certificate). */
export function certificatePollQuery(externalId: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['thank-you', externalId, 'certificate-poll'],
    queryFn: ({ signal }) => api.get<OrderSearchResponse>(`${orderPaths.search}?${orderSearchParams({ ...EMPTY_ORDER_FILTERS, xid: externalId })}`, { signal }),
    enabled,
    refetchInterval: (query) => certificatePollInterval(query.state.data, externalId, query.state.dataUpdateCount),
    refetchIntervalInBackground: false,
  });
}

/** GET /api/users/{id}/reward-points?externalId=…: asked every 3 s, up to 80 times, until available. */
export function rewardPointsQuery(userIdentity: string, externalId: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['thank-you', externalId, 'reward-points'],
    queryFn: ({ signal }) => api.get<RewardPointsResponse>(userRewardPointsPath(userIdentity), { query: { externalId }, signal }),
    enabled,
    refetchInterval: (query) => rewardPointsPollInterval(query.state.data, query.state.dataUpdateCount),
  });
}

/** GET /api/loyalty/levels/load (same key as the dashboard's rewards widget). */
export function loyaltyQuery(enabled: boolean) {
  return queryOptions({
    queryKey: ['loyalty-levels'],
    queryFn: ({ signal }) => api.get<LoyaltyLevelsResponse>(LOYALTY_LEVELS_PATH, { signal }),
    enabled,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSearchParams, type DashboardSummary, type OrderSearchFilters, type OrderSearchResponse } from '@marginalia/contracts/orders/order-search.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import type { HideCheckSpamMessageResponse } from '@marginalia/contracts/users/users.contract';
import type { RecentDocumentsResponse } from '@marginalia/contracts/digital/recent-documents.contract';
import { RECENT_DOCUMENTS_PATH } from '@marginalia/contracts/digital/digital.paths';
import { api } from '../../lib/api-client';
import { APPLICATION_KEY } from '../../lib/application-query';
import { handles } from '../../lib/request-failures';

export const ORDER_SEARCH_KEY = ['order-search'] as const;

/** GET /api/order/search for the filters of the URL; the previous page stays on screen while the next loads. */
export function orderSearchQuery(filters: OrderSearchFilters) {
  return queryOptions({
    queryKey: [...ORDER_SEARCH_KEY, filters],
    queryFn: ({ signal }) => api.get<OrderSearchResponse>(`${orderPaths.search}?${orderSearchParams(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    // A bad date in a hand-written URL is shown under the form, not as the network-error modal.
    meta: { handledErrors: handles.clientErrors },
  });
}

/** GET /api/researcher/dashboard: the unpaid invoices and the unfinished order form for the banners. */
export function dashboardSummaryQuery() {
  return queryOptions({
    queryKey: ['researcher-dashboard-summary'],
    queryFn: ({ signal }) => api.get<DashboardSummary>(orderPaths.dashboardSummary, { signal }),
  });
}

/** PUT /api/users/{id}/hide-check-spam-message, then the load is read again (the banner goes away). */
export function useHideSpamMessage(userIdentity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<HideCheckSpamMessageResponse>(orderPaths.hideCheckSpamMessage(userIdentity)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }),
  });
}

/** GET /api/researcher/recent-documents: the home page's latest editing and translation documents. */
export function recentDocumentsQuery() {
  return queryOptions({
    queryKey: ['recent-documents'],
    queryFn: ({ signal }) => api.get<RecentDocumentsResponse>(RECENT_DOCUMENTS_PATH, { signal }),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import type {
  AssignOrderRequest,
  CancelOrderRequest,
  ChangeOrderStatusRequest,
  OrderDeadlineRequest,
  OrderNoteRequest,
  StaffOrderQueueResponse,
  StaffOrderWorkbench,
} from '@marginalia/contracts/staff/staff-orders.contract';
import type { StaffMember } from '@marginalia/contracts/staff/staff-common.contract';
import type { CountriesResponse } from '@marginalia/contracts/reference/countries.contract';
import { COUNTRIES_PATH } from '@marginalia/contracts/reference/reference.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { queueApiQuery, type QueueFilters } from './queue-query';

/** Every staff order query: reloaded together after any change to an order. */
export const STAFF_ORDERS_KEY = ['staff', 'orders'] as const;

/** GET /api/staff/orders for one view; a refused filter (date-invalid) is shown by the page. */
export function orderQueueQuery(filters: QueueFilters) {
  const query = queueApiQuery(filters);
  return queryOptions({
    queryKey: [...STAFF_ORDERS_KEY, 'queue', query],
    queryFn: ({ signal }) => api.get<StaffOrderQueueResponse>(staffOrderPaths.queue, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handledErrors: handles.clientErrors },
  });
}

/** GET /api/staff/orders/{externalId}; order-not-found is shown by the page. */
export function workbenchQuery(externalId: string) {
  return queryOptions({
    queryKey: [...STAFF_ORDERS_KEY, 'workbench', externalId],
    queryFn: ({ signal }) => api.get<StaffOrderWorkbench>(staffOrderPaths.workbench(externalId), { signal }),
    meta: { handledErrors: handles.clientErrors },
    retry: false,
  });
}

/** GET /api/staff/members: who an order can be assigned to. */
export function staffMembersQuery() {
  return queryOptions({
    queryKey: ['staff', 'members'] as const,
    queryFn: ({ signal }) => api.get<{ members: StaffMember[] }>(staffOrderPaths.staffMembers, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * One action on an order (PUT/POST/DELETE under /api/staff/orders/{externalId}); the page shows its 4xx
 * (translated by the server) and every order view reloads afterwards, whatever the outcome.
 */
function useOrderAction<TBody>(request: (body: TBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { handledErrors: handles.clientErrors },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_KEY }),
  });
}

export function useAssignOrder(externalId: string) {
  return useOrderAction((staffIdentity: string | null) => api.put<unknown>(staffOrderPaths.assignee(externalId), { staffIdentity } satisfies AssignOrderRequest));
}

export function useChangeStatus(externalId: string) {
  return useOrderAction((body: ChangeOrderStatusRequest) => api.post<unknown>(staffOrderPaths.status(externalId), body));
}

export function useChangeDeadline(externalId: string) {
  return useOrderAction((body: OrderDeadlineRequest) => api.put<unknown>(staffOrderPaths.deadline(externalId), body));
}

export function useCancelOrder(externalId: string) {
  return useOrderAction((body: CancelOrderRequest) => api.post<unknown>(staffOrderPaths.cancel(externalId), body));
}

export function useAddNote(externalId: string) {
  return useOrderAction((body: OrderNoteRequest) => api.post<unknown>(staffOrderPaths.notes(externalId), body));
}

export function useRemoveDeliverable(externalId: string) {
  return useOrderAction((fileKey: string) => api.delete<unknown>(staffOrderPaths.deliverable(externalId, fileKey)));
}

/** The country list (public reference data), for the queue's country filter; shared with the registration form's cache. */
export function countriesQuery() {
  return queryOptions({
    queryKey: ['reference', 'countries'] as const,
    queryFn: ({ signal }) => api.get<CountriesResponse>(COUNTRIES_PATH, { signal }),
    staleTime: 60 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCustomerPaths } from '@marginalia/contracts/staff/staff.paths';
import type {
  CustomerFlags,
  GrantCreditRequest,
  RedirectResponse,
  StaffCustomerDetail,
  StaffCustomerSearchResponse,
} from '@marginalia/contracts/staff/staff-customers.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** Every query of the customers desk: reloaded together after a change. */
export const CUSTOMERS_KEY = ['staff', 'customers'] as const;

export function customerSearchQuery(q: string, page: number) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'search', q, page],
    queryFn: ({ signal }) => api.get<StaffCustomerSearchResponse>(staffCustomerPaths.search, { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
    meta: { handledErrors: handles.clientErrors },
  });
}

export function customerQuery(identity: string) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'customer', identity],
    queryFn: ({ signal }) => api.get<StaffCustomerDetail>(staffCustomerPaths.customer(identity), { signal }),
    meta: { handledErrors: handles.clientErrors },
    retry: false,
  });
}

export function useSaveFlags(identity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: CustomerFlags) => api.put<StaffCustomerDetail>(staffCustomerPaths.flags(identity), flags),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: (detail) => {
      queryClient.setQueryData(customerQuery(identity).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, 'search'] });
    },
  });
}

export function useGrantCredit(identity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantCreditRequest) => api.post<{ referenceNumber: string; creditBalanceUsdCents: number }>(staffCustomerPaths.credits(identity), body),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQuery(identity).queryKey }),
  });
}

/**
 * Entering the portal as the customer (or starting an admin-created order): the session changes on the
 * server, so the browser reloads the whole app at the answer's address.
 */
export function useEnterAsCustomer(identity: string, kind: 'impersonate' | 'admin-order') {
  return useMutation({
    mutationFn: () => api.post<RedirectResponse>(kind === 'impersonate' ? staffCustomerPaths.impersonate(identity) : staffCustomerPaths.adminOrder(identity)),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: ({ redirectUri }) => window.location.assign(redirectUri),
  });
}

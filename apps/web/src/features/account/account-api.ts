import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse, AddressRequest, AddressResponse, ConfirmEmailResponse, DeleteAddressResponse, UpdateDetailsRequest, UpdateDetailsResponse } from '@marginalia/contracts/account/account.contract';
import {
  ACCOUNT_ADDRESSES_PATH,
  ACCOUNT_PATH,
  accountAddressPath,
  accountUpdateDetailsPath,
  confirmEmailPath,
} from '@marginalia/contracts/account/account.paths';
import { api } from '../../lib/api-client';
import { APPLICATION_KEY } from '../../lib/application-query';
import { handles } from '../../lib/request-failures';

/** The account calls. Forms show 4xx answers themselves; anything else opens the error modal. */
export const ACCOUNT_KEY = ['account'] as const;

export function accountQuery() {
  return queryOptions({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => api.get<AccountResponse>(ACCOUNT_PATH, { signal }),
    staleTime: 30 * 1000,
  });
}

const formErrors = { handledErrors: handles.clientErrors };

/** PUT /api/account/{identity}/update-details; the load is refreshed so the header and missingFields follow. */
export function useUpdateDetails(identity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDetailsRequest) => api.put<UpdateDetailsResponse>(accountUpdateDetailsPath(identity), body),
    meta: formErrors,
    onSuccess: async (response) => {
      if (!response.active) return;
      queryClient.setQueryData<AccountResponse>(ACCOUNT_KEY, (data) => (data ? { ...data, account: response.account } : data));
      await queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
    },
  });
}

export interface SaveAddressVariables {
  /** null for a new address. */
  id: number | null;
  address: AddressRequest['address'];
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: SaveAddressVariables) =>
      id === null
        ? api.post<AddressResponse>(ACCOUNT_ADDRESSES_PATH, { address } satisfies AddressRequest)
        : api.put<AddressResponse>(accountAddressPath(id), { address } satisfies AddressRequest),
    meta: formErrors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<DeleteAddressResponse>(accountAddressPath(id)),
    // Already gone (another tab): the list refreshes and says nothing more.
    meta: { handledErrors: handles.statuses(404) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: string) => api.post<ConfirmEmailResponse>(confirmEmailPath(secret)),
    meta: formErrors,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }),
      ]);
    },
  });
}

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DigitalPurchasePaymentInput } from '@marginalia/contracts/digital/digital-purchases.contract';
import {
  DIGITAL_EDIT_POLL_MS,
  type DigitalEditCreateResponse,
  type DigitalEditingFeedbackInput,
  type DigitalEditLoadResponse,
  type DigitalEditSearchResponse,
  type StyleOfEnglish,
} from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalEditingPaths } from '@marginalia/contracts/digital/digital.paths';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { api } from '../../lib/api-client';

/** The digital-editing calls (spec paths, plus the feedback). */
const KEY = ['digital-edits'] as const;

export function editingLoadQuery() {
  return queryOptions({
    queryKey: [...KEY, 'load'] as const,
    queryFn: ({ signal }) => api.get<DigitalEditLoadResponse>(digitalEditingPaths.load, { signal }),
    staleTime: 0,
  });
}

/** The list, asked for again while any edit on the page is processing. */
export function editSearchQuery(page: number) {
  return queryOptions({
    queryKey: [...KEY, 'search', page] as const,
    queryFn: ({ signal }) => api.get<DigitalEditSearchResponse>(digitalEditingPaths.search, { signal, query: { page } }),
    refetchInterval: (query) => (query.state.data?.results.some((row) => row.processing) ? DIGITAL_EDIT_POLL_MS : false),
  });
}

/** One edit (its page), asked for again while it is processing. */
export function editQuery(identity: string) {
  return queryOptions({
    queryKey: [...KEY, 'one', identity] as const,
    queryFn: ({ signal }) => api.get<DigitalEditSearchResponse>(digitalEditingPaths.search, { signal, query: { identities: identity } }),
    refetchInterval: (query) => (query.state.data?.results[0]?.processing ? DIGITAL_EDIT_POLL_MS : false),
  });
}

export function createEdit(style: StyleOfEnglish, file: File): Promise<DigitalEditCreateResponse> {
  const body = new FormData();
  // The style goes first: the server checks access and the style before the file streams in.
  body.append('styleOfEnglish', style);
  body.append('file', file, file.name);
  return api.post<DigitalEditCreateResponse>(digitalEditingPaths.create, body);
}

export const archiveEdit = (identity: string) => api.post<{ archived: boolean; fileName: string }>(digitalEditingPaths.archive(identity));
export const payForSubscription = (body: DigitalPurchasePaymentInput) => api.post<PaymentSubmissionResponse>(digitalEditingPaths.payment, body);
export const sendFeedback = (body: DigitalEditingFeedbackInput) => api.post<{ saved: true }>(digitalEditingPaths.feedback, body);

export function useRefreshEdits(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: KEY }), [queryClient]);
}

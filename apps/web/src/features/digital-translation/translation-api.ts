import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DigitalPurchasePaymentInput } from '@marginalia/contracts/digital/digital-purchases.contract';
import {
  DIGITAL_TRANSLATION_POLL_MS,
  type DigitalOrderCreateResponse,
  type DigitalOrderLoadResponse,
  type DigitalOrderSearchResponse,
} from '@marginalia/contracts/digital/digital-translation.contract';
import { digitalTranslationPaths } from '@marginalia/contracts/digital/digital.paths';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { api } from '../../lib/api-client';

/** The digital translation calls (spec paths, plus retry). */
const KEY = ['digital-orders'] as const;

export function translationLoadQuery() {
  return queryOptions({
    queryKey: [...KEY, 'load'] as const,
    queryFn: ({ signal }) => api.get<DigitalOrderLoadResponse>(digitalTranslationPaths.load, { signal }),
    staleTime: 0,
  });
}

/** The list, asked for again while any translation on the page is processing. */
export function translationSearchQuery(page: number) {
  return queryOptions({
    queryKey: [...KEY, 'search', page] as const,
    queryFn: ({ signal }) => api.get<DigitalOrderSearchResponse>(digitalTranslationPaths.search, { signal, query: { page } }),
    refetchInterval: (query) => (query.state.data?.results.some((row) => row.processing) ? DIGITAL_TRANSLATION_POLL_MS : false),
  });
}

export function createTranslation(language: string, file: File, confirmLanguage: boolean): Promise<DigitalOrderCreateResponse> {
  const body = new FormData();
  // The fields go first: the server checks the language and the uses before the file streams in.
  body.append('language', language);
  if (confirmLanguage) body.append('confirmLanguage', 'true');
  body.append('file', file, file.name);
  return api.post<DigitalOrderCreateResponse>(digitalTranslationPaths.create, body);
}

export const archiveTranslation = (identity: string) => api.post<{ archived: boolean; fileName: string }>(digitalTranslationPaths.archive(identity));
export const retryTranslation = (identity: string) => api.post<DigitalOrderCreateResponse>(digitalTranslationPaths.retry(identity));
export const payForPackage = (body: DigitalPurchasePaymentInput) => api.post<PaymentSubmissionResponse>(digitalTranslationPaths.payment, body);
export const requestChineseTrial = () => api.post<{ eligible: boolean }>(digitalTranslationPaths.chineseTrial('digital-order'));

export function useRefreshTranslations(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: KEY }), [queryClient]);
}

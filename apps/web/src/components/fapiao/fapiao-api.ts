import { useMutation } from '@tanstack/react-query';
import { fapiaoPaths } from '@marginalia/contracts/payments/payments.paths';
import type { z } from 'zod';
import {
  FAPIAO_LIMITS,
  type FapiaoRequest,
  type fapiaoCreateResponseSchema,
  type fapiaoOrganizationsResponseSchema,
} from '@marginalia/contracts/payments/fapiao.contract';
import { api } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';

export type FapiaoCreateResponse = z.infer<typeof fapiaoCreateResponseSchema>;
export type FapiaoOrganizationsResponse = z.infer<typeof fapiaoOrganizationsResponseSchema>;
export type FapiaoOrganization = FapiaoOrganizationsResponse['organizations'][number];

/** The organization type-ahead asks from 2 characters. */
export function isOrganizationSearchable(name: string): boolean {
  return name.trim().length >= FAPIAO_LIMITS.organizationSearchMin;
}

/** GET /api/fapiao/organizations?name= — the organizations of the user's earlier fapiaos. */
export function organizationsQuery(name: string) {
  const trimmed = name.trim();
  return {
    queryKey: ['fapiao', 'organizations', trimmed] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<FapiaoOrganizationsResponse>(fapiaoPaths.organizations, { query: { name: trimmed }, signal }),
    enabled: isOrganizationSearchable(trimmed),
    staleTime: 5 * 60 * 1000,
    // A failed look-up must not stop the request: the name can always be typed.
    meta: { handledErrors: true as const },
  };
}

/** POST /api/fapiao; the form shows its 4xx (field messages under the fields, anything else as an alert). */
export function useCreateFapiao() {
  return useMutation({
    mutationFn: (body: FapiaoRequest) => api.post<FapiaoCreateResponse>(fapiaoPaths.create, body),
    meta: { handledErrors: handles.clientErrors },
  });
}

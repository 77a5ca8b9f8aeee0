import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyBenefitInput, LoyaltyBenefitView } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { STAFF_LOYALTY_BENEFITS_PATH, staffLoyaltyBenefitPath } from '@marginalia/contracts/rewards/rewards.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** The loyalty level benefits' calls; the dialog shows its own 4xx answers. */
const benefitsKey = ['staff', 'loyalty-benefits'] as const;

export const loyaltyBenefitsQuery = () =>
  queryOptions({ queryKey: benefitsKey, queryFn: ({ signal }) => api.get<{ benefits: LoyaltyBenefitView[] }>(STAFF_LOYALTY_BENEFITS_PATH, { signal }) });

export function useSaveLoyaltyBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LoyaltyBenefitInput }) =>
      id === null ? api.post<{ benefit: LoyaltyBenefitView }>(STAFF_LOYALTY_BENEFITS_PATH, body) : api.put<{ benefit: LoyaltyBenefitView }>(staffLoyaltyBenefitPath(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benefitsKey }),
    meta: { handledErrors: handles.clientErrors },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyLevelsResponse } from '@marginalia/contracts/rewards/loyalty.contract';
import { LOYALTY_LEVELS_PATH } from '@marginalia/contracts/rewards/rewards.paths';
import { prepayPaths } from '@marginalia/contracts/payments/payments.paths';
import type { PrepayLoadResponse } from '@marginalia/contracts/payments/prepay.contract';
import type { JoinPreferredGroupRequest, PreferredGroupResponse } from '@marginalia/contracts/users/preferred-group.contract';
import { preferredGroupPath } from '@marginalia/contracts/users/users.paths';
import { api } from '../../../lib/api-client';
import { APPLICATION_KEY } from '../../../lib/application-query';
import { handles } from '../../../lib/request-failures';

/** GET /api/loyalty/levels/load: the user's level, points and progress for the rewards widget. */
export function loyaltyLevelsQuery() {
  return queryOptions({
    queryKey: ['loyalty-levels'],
    queryFn: ({ signal }) => api.get<LoyaltyLevelsResponse>(LOYALTY_LEVELS_PATH, { signal }),
  });
}

/** GET /api/prepay/load (same key as the prepay page, which reads the same answer): the credits. */
export function prepayCreditQuery() {
  return queryOptions({
    queryKey: ['prepay'],
    queryFn: ({ signal }) => api.get<PrepayLoadResponse>(prepayPaths.load, { signal }),
    staleTime: 0,
  });
}

/**
 * POST (join) and DELETE (leave) /api/users/{id}/preferred-group; the load is read again afterwards so
 * every page sees the new group. A refused code is shown by the form itself.
 */
export function usePreferredGroup(userIdentity: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
  const join = useMutation({
    mutationFn: (body: JoinPreferredGroupRequest) => api.post<PreferredGroupResponse>(preferredGroupPath(userIdentity), body),
    onSuccess: refresh,
    meta: { handledErrors: handles.clientErrors },
  });
  const leave = useMutation({
    mutationFn: () => api.delete<PreferredGroupResponse>(preferredGroupPath(userIdentity)),
    onSuccess: refresh,
  });
  return { join, leave };
}

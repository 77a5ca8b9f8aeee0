import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralInvitationResponse, ReferralLoadResponse, TotalCreditsResponse } from '@marginalia/contracts/referrals/referrals.contract';
import { REFERRAL_INVITE_PATH, REFERRAL_LOAD_PATH, REFERRAL_TOTAL_CREDITS_PATH, referralInvitationPath } from '@marginalia/contracts/referrals/referrals.paths';
import { api } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';

export const referralLoadQuery = () => queryOptions({ queryKey: ['referrals'], queryFn: ({ signal }) => api.get<ReferralLoadResponse>(REFERRAL_LOAD_PATH, { signal }) });

export const totalCreditsQuery = () => queryOptions({ queryKey: ['referrals', 'credits'], queryFn: ({ signal }) => api.get<TotalCreditsResponse>(REFERRAL_TOTAL_CREDITS_PATH, { signal }) });

/** GET /api/referral-rewards/invitations/{code}: 404 for a link that is not (any more) valid, shown by the page. */
export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: ['referral-invitation', code],
    queryFn: ({ signal }) => api.get<ReferralInvitationResponse>(referralInvitationPath(code), { signal }),
    retry: false,
    meta: { handledErrors: handles.clientErrors },
  });

export function useInviteColleagues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralEmails: string) => api.post<{ invited: number; numberOfReferralsSent: number }>(REFERRAL_INVITE_PATH, { referralEmails }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['referrals'] }),
    meta: { handledErrors: handles.clientErrors },
  });
}

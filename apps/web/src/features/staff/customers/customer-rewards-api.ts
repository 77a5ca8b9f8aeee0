import { queryOptions, useMutation } from '@tanstack/react-query';
import type { PersonalCodeInput } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { staffCustomerPersonalCodesPath } from '@marginalia/contracts/rewards/rewards.paths';
import type { StaffCustomerReferralsResponse } from '@marginalia/contracts/referrals/referrals.contract';
import { staffCustomerReferralsPath } from '@marginalia/contracts/referrals/referrals.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** GET /api/staff/customers/{identity}/referrals. */
export const customerReferralsQuery = (identity: string) =>
  queryOptions({ queryKey: ['staff', 'customer-referrals', identity], queryFn: ({ signal }) => api.get<StaffCustomerReferralsResponse>(staffCustomerReferralsPath(identity), { signal }) });

/** POST /api/staff/customers/{identity}/personal-codes; the dialog shows its own 4xx answers. */
export function useCreatePersonalCode(identity: string) {
  return useMutation({
    mutationFn: (body: PersonalCodeInput) => api.post<{ code: string; endDate: string }>(staffCustomerPersonalCodesPath(identity), body),
    meta: { handledErrors: handles.clientErrors },
  });
}

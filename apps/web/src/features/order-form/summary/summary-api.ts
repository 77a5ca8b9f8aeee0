import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { CurrencyChoiceRequest, ReferralEmailsRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { ORDER_FORM_KEY, useOrderFormSave } from '../order-form-api';
import type { PromotionalBenefit } from './summary-rules';

/** Calls of the order summary sidebar. Answers with the form replace it in the cache. */

/** PUT discount-code/{code}: the answer carries requestedCodeApplied (false → 'best-discount-applied'). */
export function useApplyPromoCode() {
  return useOrderFormSave((formId, code: string) => api.put<OrderFormResponse>(orderFormPaths.discountCode(formId, code)), { navigate: false });
}

/** DELETE discount-code/{code}. */
export function useRemovePromoCode() {
  return useOrderFormSave((formId, code: string) => api.delete<OrderFormResponse>(orderFormPaths.discountCode(formId, code)), {
    navigate: false,
  });
}

/** PUT currency {currencyIso}: a visitor's currency picker. */
export function useSaveCurrency() {
  return useOrderFormSave((formId, currencyIso: string) => api.put<OrderFormResponse>(orderFormPaths.currency(formId), { currencyIso } satisfies CurrencyChoiceRequest), {
    navigate: false,
  });
}

interface BenefitsResponse {
  benefits: PromotionalBenefit[];
}

/** GET applicable-promotional-code-benefits, while the promo modal is open; the list is optional, so failures stay quiet. */
export function usePromotionalBenefits(formId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDER_FORM_KEY, formId, 'promotional-code-benefits'],
    queryFn: ({ signal }) => api.get<BenefitsResponse>(orderFormPaths.promotionalCodeBenefits(formId), { signal }),
    enabled,
    staleTime: 30 * 1000,
    meta: { handledErrors: true },
  });
}

interface ReferralEmailsResponse {
  referralEmails: string[];
}

/** PUT referral-emails {referralEmails}: the raw input; the answer is the saved list, kept on the cached form. */
export function useInviteReferrals(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: string) => api.put<ReferralEmailsResponse>(orderFormPaths.referralEmails(formId), { referralEmails: input } satisfies ReferralEmailsRequest),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: ({ referralEmails }) => {
      queryClient.setQueryData<OrderFormResponse>(ORDER_FORM_KEY, (data) =>
        data ? { ...data, orderForm: { ...data.orderForm, referralEmails } } : data,
      );
    },
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AreasOfStudyResponse } from '@marginalia/contracts/reference/areas-of-study.contract';
import { AREAS_OF_STUDY_PATH } from '@marginalia/contracts/reference/reference.paths';
import { ORDER_DUPLICATE_PATH, orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { DetailsRequest, DuplicateChoiceRequest, StepChangeRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderForm, OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { useOrderFormSave } from '../order-form-api';

/** Calls of the details step and the duplicate-order screen. */

/** PUT details: the answer's nextUrl is the next step, or duplicate-order when the title was used before. */
export function useSaveDetails() {
  return useOrderFormSave((formId, details: DetailsRequest) => api.put<OrderFormResponse>(orderFormPaths.details(formId), details));
}

/** Back: PUT step {step: previous}, then the answer's nextUrl (or the previous step's own URL). */
export function useStepBack(form: OrderForm) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const previous = form.steps.previous;
  const save = useOrderFormSave((formId, step: NonNullable<OrderForm['steps']['previous']>['name']) =>
    api.put<OrderFormResponse>(orderFormPaths.step(formId), { step } satisfies StepChangeRequest),
  );
  const back = async () => {
    if (!previous) return;
    const response = await save.mutateAsync(previous.name);
    if (!response.nextUrl) await navigate(lp(previous.url));
  };
  return { available: previous !== null, back, mutation: save };
}

export interface DuplicateOrder {
  externalId: string;
  title: string;
  date: string;
  ageHours: number;
}

/** GET /api/order/duplicate?title= on leaving the title; a failure clears the check silently. */
export function useDuplicateCheck() {
  return useMutation({
    mutationFn: (title: string) => api.get<{ order: DuplicateOrder | null }>(ORDER_DUPLICATE_PATH, { query: { title } }),
    meta: { handledErrors: true },
  });
}

/** The area-of-study tree, asked for only when the order has translation; it rarely changes. */
export function useAreasOfStudy(enabled: boolean) {
  return useQuery({
    queryKey: ['reference', 'areas-of-study'],
    queryFn: ({ signal }) => api.get<AreasOfStudyResponse>(AREAS_OF_STUDY_PATH, { signal }),
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}

/** PUT duplicate-choice {choice} → {nextUrl}: 'continue' goes on, 'support' leads to the support page. */
export function useDuplicateChoice(formId: string) {
  return useMutation({
    mutationFn: (choice: DuplicateChoiceRequest['choice']) =>
      api.put<{ nextUrl: string; orderForm?: OrderForm }>(orderFormPaths.duplicateChoice(formId), { choice } satisfies DuplicateChoiceRequest),
    meta: { handledErrors: (error) => error.isClientError },
  });
}

import { createContext, useContext } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ORDER_FORM_LOAD_CURRENT_PATH, ORDER_FORM_NEW_PATH } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderForm, OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';
import { useLocalePath } from '../../lib/application-context';

/**
 * The order form's data in the browser: one query holds the form (GET /api/order-form/load answers the
 * visitor's or user's open form, creating one when there is none); every save answers the whole form,
 * which replaces the query data, and a `nextUrl` the page moves to.
 */
export const ORDER_FORM_KEY = ['order-form'] as const;

export function orderFormQuery() {
  return queryOptions({
    queryKey: ORDER_FORM_KEY,
    queryFn: ({ signal }) => api.get<OrderFormResponse>(ORDER_FORM_LOAD_CURRENT_PATH, { signal }),
    staleTime: 60 * 1000,
  });
}

/** GET /api/order-form/new: a fresh form (also used when the page has query parameters such as ?promo=). */
export function loadNewOrderForm(query: Record<string, string>) {
  return api.get<OrderFormResponse>(ORDER_FORM_NEW_PATH, { query });
}

export const OrderFormContext = createContext<OrderForm | null>(null);

/** The loaded form; only inside the order-form area, which shows the loading screen until it is there. */
export function useOrderForm(): OrderForm {
  const form = useContext(OrderFormContext);
  if (!form) throw new Error('useOrderForm() outside the order-form area');
  return form;
}

export interface SaveOptions {
  /** Move to the answer's nextUrl (default true). */
  navigate?: boolean;
}

/**
 * A save of the form: the request gets the form id; the answer replaces the form in the cache and, when it
 * carries a nextUrl, the page moves there. 4xx answers are the page's to show (forms, alerts).
 */
export function useOrderFormSave<TVariables>(
  request: (formId: string, variables: TVariables) => Promise<OrderFormResponse>,
  options: SaveOptions = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const form = useContext(OrderFormContext);
  return useMutation({
    mutationFn: (variables: TVariables) => {
      if (!form) throw new Error('no order form loaded');
      return request(form.id, variables);
    },
    meta: { handledErrors: handles.clientErrors },
    onSuccess: async (response) => {
      queryClient.setQueryData(ORDER_FORM_KEY, response);
      if (options.navigate !== false && response.nextUrl) await navigate(localePath(response.nextUrl));
    },
  });
}

/** Puts an answer's form into the cache without a mutation (uploads, polls). */
export function useSetOrderForm(): (response: OrderFormResponse) => void {
  const queryClient = useQueryClient();
  return (response) => queryClient.setQueryData(ORDER_FORM_KEY, response);
}

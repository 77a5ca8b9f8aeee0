import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFormPaths, priceQuotePaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { QuoteEmailRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { ORDER_FORM_KEY, useOrderFormSave } from '../order-form-api';

/** Calls of the price quote success page. */

interface GeneratedQuote {
  order: { estimateId: string };
}

/** PUT generate-price-quote: freezes the priced form into a quote; the form remembers its estimate. */
export function useGenerateQuote(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<GeneratedQuote>(orderFormPaths.generatePriceQuote(formId)),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: ({ order }) => {
      queryClient.setQueryData<OrderFormResponse>(ORDER_FORM_KEY, (data) =>
        data ? { ...data, orderForm: { ...data.orderForm, estimateId: order.estimateId } } : data,
      );
    },
  });
}

/** POST price-quote/{estimateId}/email {} → {recipientEmail}. */
export function useEmailQuote(estimateId: string | null) {
  return useMutation({
    mutationFn: () => api.post<{ recipientEmail: string }>(priceQuotePaths.email(estimateId ?? ''), {} satisfies QuoteEmailRequest),
    meta: { handledErrors: true },
  });
}

/** POST convert-quote: the quote becomes the order again; the answer's nextUrl is the details step. */
export function useConvertQuote() {
  return useOrderFormSave((formId: string, _: void) => api.post<OrderFormResponse>(orderFormPaths.convertQuote(formId)));
}

/** The quote PDF: shown in the page, or downloaded as an attachment. */
export function quotePdfUrl(estimateId: string, inline: boolean): string {
  const url = priceQuotePaths.pdf(estimateId);
  return inline ? `${url}?display=inline` : url;
}

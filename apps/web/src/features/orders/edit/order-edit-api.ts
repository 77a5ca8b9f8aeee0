import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderEditForm, OrderSaveRequest, OrderSaveResponse, OrderServicesResponse } from '@marginalia/contracts/orders/order-edit.contract';
import { orderEditPaths } from '@marginalia/contracts/orders/orders.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { ORDER_DETAILS_KEY } from '../orders-api';

/** GET /api/order/{externalId}/services: loaded when edit mode opens. */
export function orderEditServicesQuery(externalId: string) {
  return queryOptions({
    queryKey: [...ORDER_DETAILS_KEY, externalId, 'edit-services'],
    queryFn: ({ signal }) => api.get<OrderServicesResponse>(orderEditPaths.services(externalId), { signal }),
    staleTime: 0,
    meta: { handledErrors: handles.clientErrors },
  });
}

/** PUT /api/order/{externalId}/save; the page shows a refusal (error.error) in the form. */
export function useSaveOrderEdit(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderDetails: OrderEditForm) => api.put<OrderSaveResponse>(orderEditPaths.save(externalId), { orderDetails } satisfies OrderSaveRequest),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: (response) => {
      queryClient.setQueryData([...ORDER_DETAILS_KEY, externalId], { order: response.orderDetails });
      return queryClient.invalidateQueries({ queryKey: [...ORDER_DETAILS_KEY, externalId] });
    },
  });
}

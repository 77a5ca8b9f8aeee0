import type { z } from 'zod';
import { orderFormPaths, type OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import type {
  AddServiceRequest,
  binPriceResponseSchema,
  ChooseServicesRequest,
  ManuscriptDetailsRequest,
  RushRequest,
  SelectServiceRequest,
  ServiceQuantityRequest,
  StepChangeRequest,
  UpdateWordCountRequest,
} from '@marginalia/contracts/order-form/order-form-requests.contract';
import { api } from '../../../lib/api-client';

/**
 * The calls of the service steps. Each takes the form id first so it can be handed to
 * useOrderFormSave, which fills it in and puts the answer's form into the cache.
 */
export const selectService = (id: string, serviceIdentity: string) =>
  api.put<OrderFormResponse>(orderFormPaths.selectedService(id), { serviceIdentity } satisfies SelectServiceRequest);

export const chooseServices = (id: string, body: ChooseServicesRequest) =>
  api.put<OrderFormResponse>(orderFormPaths.services(id), body);

export const setRush = (id: string, rushed: boolean) => api.put<OrderFormResponse>(orderFormPaths.rush(id), { rushed } satisfies RushRequest);

export const saveManuscriptDetails = (id: string, body: ManuscriptDetailsRequest) =>
  api.put<OrderFormResponse>(orderFormPaths.manuscriptDetails(id), body);

export const updateWordCount = (id: string, newWordCount: number) =>
  api.put<OrderFormResponse>(orderFormPaths.updateWordCount(id), { newWordCount } satisfies UpdateWordCountRequest);

export type BinPriceResponse = z.infer<typeof binPriceResponseSchema>;

export const fetchBinPrice = (id: string, newWordCount: number, signal: AbortSignal) =>
  api.get<BinPriceResponse>(orderFormPaths.binPrice(id), { query: { newWordCount }, signal });

export const addService = (id: string, variables: { identity: string; quantity?: number }) =>
  api.put<OrderFormResponse>(
    orderFormPaths.service(id, variables.identity),
    (variables.quantity === undefined ? {} : { quantity: variables.quantity }) satisfies AddServiceRequest,
  );

export const removeService = (id: string, identity: string) => api.delete<OrderFormResponse>(orderFormPaths.service(id, identity));

export const setServiceQuantity = (id: string, variables: { identity: string; quantity: number }) =>
  api.put<OrderFormResponse>(orderFormPaths.serviceQuantity(id, variables.identity), {
    serviceIdentity: variables.identity,
    quantity: variables.quantity,
  } satisfies ServiceQuantityRequest);

export const continueAdditionalServices = (id: string) => api.put<OrderFormResponse>(orderFormPaths.continueAdditionalServices(id), {});

export const changeStep = (id: string, step: OrderFormStepName) => api.put<OrderFormResponse>(orderFormPaths.step(id), { step } satisfies StepChangeRequest);

/**
 * Leaves a multi-select page: PUT services with the chosen identities, then the quantity of each chosen
 * count-priced service whose dropdown differs from the form (the services call takes no quantities).
 * Answers the last form with the services call's nextUrl.
 */
export async function chooseServicesWithQuantities(
  id: string,
  variables: { identities: string[]; quantities: Record<string, number> },
): Promise<OrderFormResponse> {
  const first = await chooseServices(id, { serviceIdentities: variables.identities, declineEditing: false });
  let last = first;
  for (const identity of variables.identities) {
    const wanted = variables.quantities[identity];
    const current = last.orderForm.services.find((service) => service.identity === identity)?.quantity;
    if (wanted !== undefined && current !== undefined && wanted !== current)
      last = await setServiceQuantity(id, { identity, quantity: wanted });
  }
  return { ...last, nextUrl: first.nextUrl };
}

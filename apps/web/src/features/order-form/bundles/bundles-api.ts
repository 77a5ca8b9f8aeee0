import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { BundleAnswersRequest, BundleInterestRequest, BundleSelectionRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../lib/api-client';

/** The bundle calls; form id first, for useOrderFormSave. */
export const submitBundleAnswers = (id: string, body: BundleAnswersRequest) =>
  api.post<OrderFormResponse>(orderFormPaths.serviceBundleQuestions(id), body);

export const setBundleInterest = (id: string, interested: boolean) =>
  api.post<OrderFormResponse>(orderFormPaths.serviceBundleInterest(id), { interested } satisfies BundleInterestRequest);

export const chooseBundle = (id: string, body: BundleSelectionRequest) => api.post<OrderFormResponse>(orderFormPaths.serviceBundle(id), body);

export const cancelBundle = (id: string) => api.post<OrderFormResponse>(orderFormPaths.cancelBundle(id), {});

import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../lib/api-client';
import type { BundleAnswers } from './bundle-answers';

/** The bundle calls of spec 2 §7; form id first, for useOrderFormSave. */
export const submitBundleAnswers = (id: string, body: { answers: BundleAnswers }) =>
  api.post<OrderFormResponse>(orderFormPaths.serviceBundleQuestions(id), body);

export const setBundleInterest = (id: string, interested: boolean) =>
  api.post<OrderFormResponse>(orderFormPaths.serviceBundleInterest(id), { interested });

export interface BundleChoice {
  bundleId: number;
  addOns: string[];
  rush: boolean;
  tableCount?: number;
}

export const chooseBundle = (id: string, body: BundleChoice) => api.post<OrderFormResponse>(orderFormPaths.serviceBundle(id), body);

export const cancelBundle = (id: string) => api.post<OrderFormResponse>(orderFormPaths.cancelBundle(id), {});

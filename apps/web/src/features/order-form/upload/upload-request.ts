import { orderFormPaths, type UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { sendUpload } from '../../../components/uploads/upload-request';

/** The answer of POST /api/order-form/{id}/files: the whole form. */
export function isOrderFormAnswer(body: unknown): body is OrderFormResponse {
  return typeof body === 'object' && body !== null && 'orderForm' in body;
}

export interface UploadOptions {
  formId: string;
  kind: UploadKind;
  file: File;
  /** Bytes sent so far and the total (the total includes the multipart framing). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** POST /api/order-form/{id}/files (components/uploads/upload-request.ts): resolves to the form with the new file. */
export function uploadOrderFormFile({ formId, ...rest }: UploadOptions): Promise<OrderFormResponse> {
  return sendUpload({ url: orderFormPaths.files(formId), isAnswer: isOrderFormAnswer, ...rest });
}

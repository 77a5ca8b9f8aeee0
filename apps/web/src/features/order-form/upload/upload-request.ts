import { CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';
import { orderFormPaths, type UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { ApiError, NETWORK_FAILURE_KEY, parseErrorBody, readCsrfToken } from '../../../app/api-client';

/**
 * POST /api/order-form/{id}/files as multipart/form-data. XMLHttpRequest rather than fetch, because only
 * it reports upload progress. The `kind` field goes first: the server streams the file to storage as it
 * arrives and must know the kind's rules before the file part starts.
 */
export function uploadBody(kind: UploadKind, file: Blob, fileName: string): FormData {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, fileName);
  return body;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer of the upload: the form on 2xx; otherwise the API's error (translated by the server). */
export function readUploadAnswer(status: number, text: string, statusText = ''): { ok: true; response: OrderFormResponse } | { ok: false; error: ApiError } {
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    if (typeof body === 'object' && body !== null && 'orderForm' in body) return { ok: true, response: body as OrderFormResponse };
    return { ok: false, error: new ApiError(status, 'server-error', '') };
  }
  return { ok: false, error: parseErrorBody(status, body, statusText) };
}

export interface UploadOptions {
  formId: string;
  kind: UploadKind;
  file: File;
  /** Bytes sent so far and the total (the total includes the multipart framing). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Resolves to the form with the new file; rejects with ApiError, or with an AbortError when cancelled. */
export function uploadOrderFormFile({ formId, kind, file, onProgress, signal }: UploadOptions): Promise<OrderFormResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', orderFormPaths.files(formId));
    request.setRequestHeader('accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);

    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      done();
      const answer = readUploadAnswer(request.status, request.responseText, request.statusText);
      if (answer.ok) resolve(answer.response);
      else reject(answer.error);
    };
    request.onerror = () => {
      done();
      reject(new ApiError(0, NETWORK_FAILURE_KEY, ''));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    request.send(uploadBody(kind, file, file.name));
  });
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

import { CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';
import type { DeliverableKind } from '@marginalia/contracts/staff/staff-orders.contract';
import { staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import { ApiError, buildUrl, NETWORK_FAILURE_KEY, parseErrorBody, readCsrfToken } from '../../../app/api-client';

export interface DeliverableUpload {
  externalId: string;
  kind: DeliverableKind;
  file: File;
  /** Bytes sent so far and the total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /api/staff/orders/{externalId}/deliverables?kind=… with one file, streamed to storage by the API.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Rejects with ApiError (the
 * server's translated message), or with an AbortError when cancelled.
 */
export function uploadDeliverable({ externalId, kind, file, onProgress, signal }: DeliverableUpload): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(staffOrderPaths.deliverables(externalId), { kind }));
    request.setRequestHeader('accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      done();
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(parseErrorBody(request.status, parseJson(request.responseText), request.statusText));
    };
    request.onerror = () => {
      done();
      reject(new ApiError(0, NETWORK_FAILURE_KEY, ''));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    request.send(body);
  });
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

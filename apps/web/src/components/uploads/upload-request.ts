import { CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';
import { ApiError, NETWORK_FAILURE_KEY, parseErrorBody, readCsrfToken } from '../../lib/api-client';

/**
 * A multipart upload (the fields, the `kind` field, then one `file`) with progress, shared by the order
 * form's uploads, the order page's edit mode and the grammar check. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. The fields go first: the server streams the file to storage as
 * it arrives and must know the kind's rules (or check a captcha) before the file part starts.
 */
export function uploadBody(kind: string | undefined, file: Blob, fileName: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (kind !== undefined) body.append('kind', kind);
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

/** The upload's answer: the body on 2xx when it is the expected one; otherwise the API's (translated) error. */
export function readUploadAnswer<T>(status: number, text: string, statusText: string, isAnswer: (body: unknown) => body is T): { ok: true; response: T } | { ok: false; error: ApiError } {
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    if (isAnswer(body)) return { ok: true, response: body };
    return { ok: false, error: new ApiError(status, 'server-error', '') };
  }
  return { ok: false, error: parseErrorBody(status, body, statusText) };
}

export interface SendUploadOptions<T> {
  url: string;
  /** The upload kind of the order form's uploads; none for the grammar check. */
  kind?: string;
  /** Text fields sent before the file (a solved captcha). */
  fields?: Record<string, string>;
  file: File;
  /** Recognises the endpoint's answer (anything else is a server error). */
  isAnswer: (body: unknown) => body is T;
  /** Bytes sent so far and the total (the total includes the multipart framing). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Resolves to the endpoint's answer; rejects with ApiError, or with an AbortError when cancelled. */
export function sendUpload<T>({ url, kind, fields, file, isAnswer, onProgress, signal }: SendUploadOptions<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);

    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      done();
      const answer = readUploadAnswer(request.status, request.responseText, request.statusText, isAnswer);
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
    request.send(uploadBody(kind, file, file.name, fields));
  });
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

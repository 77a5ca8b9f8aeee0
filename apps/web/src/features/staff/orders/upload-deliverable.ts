import type { DeliverableKind } from '@marginalia/contracts/staff/staff-orders.contract';
import { staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import { buildUrl } from '../../../lib/api-client';
import { sendUpload } from '../../../components/uploads/upload-request';

export interface DeliverableUpload {
  externalId: string;
  kind: DeliverableKind;
  file: File;
  /** Bytes sent so far and the total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

const anyAnswer = (_body: unknown): _body is unknown => true;

/**
 * POST /api/staff/orders/{externalId}/deliverables?kind=… with one file, streamed to storage by the API,
 * through the shared multipart upload (progress, CSRF, cancel). Rejects with ApiError (the server's
 * translated message), or with an AbortError when cancelled.
 */
export async function uploadDeliverable({ externalId, kind, file, onProgress, signal }: DeliverableUpload): Promise<void> {
  await sendUpload({ url: buildUrl(staffOrderPaths.deliverables(externalId), { kind }), kind, file, isAnswer: anyAnswer, ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) });
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

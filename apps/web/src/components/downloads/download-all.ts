import { zipSync, type Zippable } from 'fflate';
import type { DeliverablesResponse } from '@marginalia/contracts/orders/deliverables.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { api } from '../../lib/api-client';
import { archiveFileName } from './archive-name';

/** A download that cannot go on: `key` is the message to show (generic-download-error). */
export class DownloadError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

async function readWithProgress(response: Response, onChunk: (bytes: number) => void): Promise<Uint8Array> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onChunk(whole.byteLength);
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    onChunk(value.byteLength);
  }
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/**
 * Download All Files: lists the order's delivered files, fetches each one reporting the
 * bytes received over the total (no timeout), and zips them in the browser into one archive. The files
 * are already compressed documents, so they are stored as they are (level 0): fast, and no bigger.
 */
export async function downloadAllFiles(externalId: string, onProgress: (received: number, total: number) => void): Promise<{ archive: Blob; fileName: string }> {
  const list = await api.get<DeliverablesResponse>(orderPaths.deliverables(externalId));
  if (list.error || list.files.length === 0) throw new DownloadError('generic-download-error');
  const total = list.files.reduce((sum, file) => sum + file.size, 0);
  let received = 0;
  onProgress(0, total);
  const entries: Zippable = {};
  for (const file of list.files) {
    const response = await fetch(orderPaths.deliverable(externalId, file.key), { credentials: 'same-origin' });
    if (!response.ok) throw new DownloadError('generic-download-error');
    entries[file.path] = await readWithProgress(response, (bytes) => {
      received += bytes;
      onProgress(received, total);
    });
  }
  const zipped = zipSync(entries, { level: 0 });
  return { archive: new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), fileName: archiveFileName(list.companyName, list.externalId) };
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the Blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

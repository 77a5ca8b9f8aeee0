import { toHex } from '@marginalia/contracts/certificates/file-fingerprint';
import { formatFileSize as sharedFileSize } from '@marginalia/contracts/formatting/file-size';

/** Whether this page can hash files (Web Crypto exists only in secure contexts: https or localhost). */
export function canFingerprint(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

/** The SHA-256 of a file the visitor chose, computed in the browser: the file is never uploaded. */
export async function fileSha256(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** A file size for people: "512 byte", "24.5 kB", "3.2 MB", in the page's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  return sharedFileSize(bytes, locale, { smallest: 'byte' });
}

import { toHex } from '@marginalia/contracts/certificates/file-fingerprint';

/** Whether this page can hash files (Web Crypto exists only in secure contexts: https or localhost). */
export function canFingerprint(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

/** The SHA-256 of a file the visitor chose, computed in the browser: the file is never uploaded. */
export async function fileSha256(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** A file size for people: "512 B", "24.5 kB", "3.2 MB", in the page's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1 }).format(value);
}

import type { CertifiedFile } from './certificate.contract';

/** SHA-256 digests as the certificate shows them: 64 lower-case hexadecimal digits. */
export function toHex(digest: ArrayBuffer | Uint8Array): string {
  const bytes = digest instanceof Uint8Array ? digest : new Uint8Array(digest);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A fingerprint written for people: groups of 4 digits ("3f2a 9c01 …"), easier to compare by eye. */
export function groupHex(hex: string, size = 4): string {
  return (hex.toLowerCase().match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

/** Whatever a person pasted (any case, spaces, colons) reduced to hex digits. */
export function normaliseHex(text: string): string {
  return text.toLowerCase().replace(/[^0-9a-f]/g, '');
}

/** The certified file whose SHA-256 is `sha256`, or undefined: the answer to "is this the file?". */
export function matchCertifiedFile<File extends Pick<CertifiedFile, 'sha256'>>(sha256: string, files: readonly File[]): File | undefined {
  const wanted = normaliseHex(sha256);
  if (wanted.length !== 64) return undefined;
  return files.find((file) => normaliseHex(file.sha256) === wanted);
}

/**
 * The rework-success page's data parameter, from which the page takes the received files (identity and
 * name): base64url of a JSON list. Zod-free for the browser.
 */
export interface ReceivedFile {
  identity: string;
  name: string;
}

/** At most this many files are carried in the address (a request has fewer; the rest is dropped). */
export const RECEIVED_FILES_MAX = 20;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(data: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(data)) return null;
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeReceivedFiles(files: readonly ReceivedFile[]): string {
  return toBase64Url(JSON.stringify(files.slice(0, RECEIVED_FILES_MAX).map((file) => [file.identity, file.name])));
}

/** The files of a data parameter; an empty list for a missing, damaged or foreign parameter. */
export function decodeReceivedFiles(data: string | undefined): ReceivedFile[] {
  if (!data) return [];
  const text = fromBase64Url(data);
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .slice(0, RECEIVED_FILES_MAX)
    .filter((entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
    .map(([identity, name]) => ({ identity: identity.slice(0, 64), name: name.slice(0, 255) }));
}

import { confirmDataSchema, type ConfirmData } from '@marginalia/contracts/auth/auth.contract';

/** Decodes base64 or base64url (padding optional) into UTF-8 text; null when it is not base64. */
function decodeBase64Text(data: string): string | null {
  const normalized = data.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized)) return null;
  const padded = normalized.padEnd(normalized.length + ((4 - (normalized.length % 4)) % 4), '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The confirm screen's `{data}` (base64-encoded JSON of prefilled account details), or null when it is unusable. */
export function decodeConfirmData(data: string | undefined): ConfirmData | null {
  if (!data) return null;
  const text = decodeBase64Text(data);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = confirmDataSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

import { randomInt } from 'node:crypto';

/**
 * Certificate codes a person can read aloud and type: `MG-7K3Q-9XPD`. The alphabet leaves out the
 * characters people confuse (0/O, 1/I/L, and U/V), so 30^8 ≈ 6.6 × 10^11 codes remain.
 */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const GROUP = 4;

export function newCertificateCode(): string {
  const group = () => Array.from({ length: GROUP }, () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)]).join('');
  return `MG-${group()}-${group()}`;
}

/** What a visitor typed, as stored (case, spaces and dashes forgiven); null when it cannot be a code. */
export function normaliseCertificateCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith('MG') ? compact.slice(2) : compact;
  if (body.length !== GROUP * 2) return null;
  if ([...body].some((character) => !CERTIFICATE_CODE_ALPHABET.includes(character))) return null;
  return `MG-${body.slice(0, GROUP)}-${body.slice(GROUP)}`;
}

import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so ids read aloud or copied by hand stay unambiguous. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` characters of base32 from the CSPRNG (5 bits each; 32 divides 256, so no bias). */
export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += BASE32[byte & 31];
  return out;
}

/** A user's public identity: 128 random bits, URL-safe (22 characters). */
export function randomUserIdentity(): string {
  return randomBytes(16).toString('base64url');
}

/** A referral code people share and type: 10 characters, 50 random bits. */
export function randomReferralCode(): string {
  return randomBase32(10);
}

/** An order's external id, shown to customers and used in URLs: 12 characters, 60 random bits. */
export function randomOrderExternalId(): string {
  return randomBase32(12);
}

/** A public, unguessable code (receipt codes, payment ids, reference numbers, storage keys): a prefix and 96 random bits by default. */
export function publicCode(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

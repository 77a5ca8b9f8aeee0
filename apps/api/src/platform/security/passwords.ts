import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Password hashing policy: argon2id with the OWASP Password Storage Cheat Sheet's first
 * recommended configuration (m = 19 MiB, t = 2, p = 1). Every parameter is spelled out so a
 * change of the library's defaults can never weaken stored hashes silently.
 *
 * `Algorithm` is an ambient const enum in @node-rs/argon2, which `isolatedModules` cannot read,
 * hence the numeric literal: 2 is `Algorithm.Argon2id` (and version 1 is 0x13).
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

/** Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh random salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/**
 * True when `plain` matches `storedHash`. A malformed or empty hash (an account without a
 * password, a corrupted row) is a mismatch, never an exception the caller could turn into a 500.
 */
export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker or different parameters than the current policy; rehash it after a successful sign-in. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      used.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost ||
      used.timeCost < PASSWORD_HASH_OPTIONS.timeCost ||
      used.parallelism !== PASSWORD_HASH_OPTIONS.parallelism ||
      used.outputLen !== PASSWORD_HASH_OPTIONS.outputLen
    );
  } catch {
    return true;
  }
}

import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../platform/security/rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of local sign-in, registration and password reset (see README.md). Address buckets use
 * `request.ip`, which honours X-Forwarded-For only from the proxies TRUST_PROXY names (none by default).
 */
export const authLimits = {
  /** Every login attempt of an address, successful or not: one address trying many accounts. */
  loginAddress: (ip: string): RateLimitRule => ({ bucket: `login:address:${ip}`, limit: 30, windowMs: 15 * MINUTE }),
  /**
   * Failed logins of one account (normalized e-mail) from one address. Full, that address may not try that
   * account any more, the right password included; the owner at another address still may. A successful
   * login from the address clears it.
   */
  loginAccountAddress: (email: string, ip: string): RateLimitRule => ({ bucket: `login:account-address:${ip}:${email}`, limit: 10, windowMs: 15 * MINUTE }),
  /**
   * The same bucket, tighter while loginAccount is full: an address with 3 failures of its own on the account
   * waits, one with fewer (the owner after a typo or two) still tries, the right password signing in.
   */
  loginAccountAddressUnderAttack: (email: string, ip: string): RateLimitRule => ({ ...authLimits.loginAccountAddress(email, ip), limit: 3 }),
  /**
   * Failed logins of one account from every address. It never refuses anyone by itself: full, the account is
   * being guessed from many addresses and loginAccountAddressUnderAttack applies. Never cleared by a success:
   * the failures are not the owner's to forgive.
   */
  loginAccount: (email: string): RateLimitRule => ({ bucket: `login:account:${email}`, limit: 30, windowMs: 15 * MINUTE }),
  registerAddress: (ip: string): RateLimitRule => ({ bucket: `register:address:${ip}`, limit: 10, windowMs: HOUR }),
  resetRequestAddress: (ip: string): RateLimitRule => ({ bucket: `password-reset-request:address:${ip}`, limit: 10, windowMs: HOUR }),
  /** Reset e-mails sent to one account; when full, the request is answered as usual but nothing is sent. */
  resetRequestAccount: (email: string): RateLimitRule => ({ bucket: `password-reset-request:account:${email}`, limit: 5, windowMs: HOUR }),
  resetAddress: (ip: string): RateLimitRule => ({ bucket: `password-reset:address:${ip}`, limit: 20, windowMs: HOUR }),
} as const;

export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

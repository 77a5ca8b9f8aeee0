import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../platform/security/rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of local sign-in, registration and password reset (see README.md). Address buckets use
 * `request.ip`, which honours X-Forwarded-For only from the proxies TRUST_PROXY names (none by default).
 */
export const authLimits = {
  /** Every login attempt of an address, successful or not. */
  loginAddress: (ip: string): RateLimitRule => ({ bucket: `login:address:${ip}`, limit: 30, windowMs: 15 * MINUTE }),
  /** Failed logins of one account (normalized e-mail); cleared by a successful one. */
  loginAccount: (email: string): RateLimitRule => ({ bucket: `login:account:${email}`, limit: 10, windowMs: 15 * MINUTE }),
  registerAddress: (ip: string): RateLimitRule => ({ bucket: `register:address:${ip}`, limit: 10, windowMs: HOUR }),
  resetRequestAddress: (ip: string): RateLimitRule => ({ bucket: `password-reset-request:address:${ip}`, limit: 10, windowMs: HOUR }),
  /** Reset e-mails sent to one account; when full, the request is answered as usual but nothing is sent. */
  resetRequestAccount: (email: string): RateLimitRule => ({ bucket: `password-reset-request:account:${email}`, limit: 5, windowMs: HOUR }),
  resetAddress: (ip: string): RateLimitRule => ({ bucket: `password-reset:address:${ip}`, limit: 20, windowMs: HOUR }),
} as const;

export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

/** The 429 minutes of a rule, as consumeRateLimit reports them. */
export function windowMinutes(rule: RateLimitRule): number {
  return Math.max(1, Math.ceil(rule.windowMs / MINUTE));
}

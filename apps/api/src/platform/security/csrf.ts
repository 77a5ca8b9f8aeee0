import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.contract';
import { isApiUrl } from '@marginalia/contracts/http/api-path';
import type { AppConfig } from '../config';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_COOKIE_PATHS = /^\/(assets\/|healthz|favicon\.ico|robots\.txt)/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for endpoints called by other servers (signed webhooks), which carry no browser cookies. */
    csrf?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Gives the browser a fresh token (at sign-in, so a token planted before it is useless after). */
export function rotateCsrfToken(reply: FastifyReply, config: AppConfig): void {
  reply.setCookie(CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'lax', secure: config.secureCookies, httpOnly: false });
}

function originAllowed(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  // Same-origin fetches of older browsers and non-browser clients send no Origin; an opaque one is refused.
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  const host = request.headers.host;
  try {
    const url = new URL(origin);
    return url.host === host || url.origin === new URL(config.publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * CSRF protection (ADR 0005): a double-submit token. Every browser gets a random `mg_csrf` cookie that
 * scripts of our origin can read; every POST/PUT/PATCH/DELETE under /api must echo it in `x-csrf-token`.
 * Another site can make the browser send the cookie but cannot read it to set the header. A cross-site
 * `Origin` is refused as well. Server-to-server endpoints opt out with `config: { csrf: false }`.
 */
export function registerCsrf(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    // Pages and API answers hand out the token; cacheable static files and probes never set cookies.
    if (!cookieToken && !NO_COOKIE_PATHS.test(request.url)) rotateCsrfToken(reply, config);
    if (SAFE_METHODS.has(request.method)) return;
    if (!isApiUrl(request.url)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const headerToken = request.headers[CSRF_HEADER];
    const valid =
      typeof headerToken === 'string' && typeof cookieToken === 'string' && cookieToken.length >= 16 && sameToken(headerToken, cookieToken) && originAllowed(request, config);
    if (!valid) throw new AppError(403, 'csrf-invalid');
  });
}

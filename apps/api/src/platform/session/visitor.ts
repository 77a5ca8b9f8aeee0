import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderForms } from '../db/schema/order-forms';
import { hashToken, newSessionToken } from './session';

/**
 * A visitor's browser is known by a random token in an HttpOnly cookie, so a visitor can start an order
 * form and upload files before signing in. Only the token's SHA-256 is stored; at sign-in the
 * visitor's open forms are handed to the user and the token stops mattering.
 */
export const VISITOR_COOKIE = 'mg_visitor';
const VISITOR_LIFETIME_SECONDS = 30 * 24 * 3600;

/** The hash of this browser's visitor token, or null when it has none (or a malformed one). */
export function visitorTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[VISITOR_COOKIE];
  if (!token || token.length > 100 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  return hashToken(token);
}

/** The visitor token's hash, issuing a token cookie first when the browser has none. */
export function ensureVisitorToken(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): string {
  const existing = visitorTokenHash(request);
  if (existing) return existing;
  const token = newSessionToken();
  reply.setCookie(VISITOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: VISITOR_LIFETIME_SECONDS });
  // Later code in this request must see the same visitor.
  request.cookies[VISITOR_COOKIE] = token;
  return hashToken(token);
}

/** Gives the visitor's open order forms to the user who just signed in or registered on this browser. */
export async function claimVisitorOrderForms(db: Db, request: FastifyRequest, userId: number): Promise<void> {
  const hash = visitorTokenHash(request);
  if (!hash) return;
  await db
    .update(orderForms)
    .set({ userId, visitorTokenHash: null, updatedAt: new Date() })
    .where(and(eq(orderForms.visitorTokenHash, hash), isNull(orderForms.userId), eq(orderForms.status, 'open')));
}

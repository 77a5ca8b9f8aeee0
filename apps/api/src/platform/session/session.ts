import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/all-tables';

export const SESSION_COOKIE = 'mg_session';
/** Sessions slide: each use within the lifetime extends them. */
export const SESSION_LIFETIME_MS = 14 * 24 * 3600 * 1000;
/** Only touch last_seen_at this often, so a busy user does not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface RequestSession {
  tokenHash: string | null;
  user: SessionUser | null;
  impersonator: SessionUser | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const impersonators = alias(users, 'impersonator');

/** One query per request: the live session, its active user and, when staff impersonate, the staff member. */
async function findSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, user: users, impersonator: impersonators })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(users.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Resolves the signed-in user (if any) from the session cookie before every request. */
export function registerSessions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null as unknown as RequestSession);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.session = { tokenHash: null, user: null, impersonator: null };
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = hashToken(token);
    const found = await findSession(db, tokenHash);
    if (!found) return;
    request.session = { tokenHash, user: found.user, impersonator: found.impersonator };
    const now = Date.now();
    if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_LIFETIME_MS) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
  });
}

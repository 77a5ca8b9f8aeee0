import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
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

async function findSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(users.active, true)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  let impersonator: SessionUser | null = null;
  if (row.session.impersonatorId !== null) {
    const found = await db.select().from(users).where(eq(users.id, row.session.impersonatorId)).limit(1);
    impersonator = found[0] ?? null;
  }
  return { ...row, impersonator };
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

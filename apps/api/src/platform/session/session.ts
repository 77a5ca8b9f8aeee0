import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';
import type { UserRow } from '../db/schema/users';
import { IdentityCache } from './identity-cache';

export const SESSION_COOKIE = 'mg_session';
/** Sessions slide: each use within the lifetime extends them. */
export const SESSION_LIFETIME_MS = 14 * 24 * 3600 * 1000;
/** Only touch last_seen_at this often, so a busy user does not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;


export interface RequestSession {
  tokenHash: string | null;
  user: UserRow | null;
  impersonator: UserRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyInstance {
    /** This process's sessions and users (see IdentityCache). */
    identityCache: IdentityCache;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const impersonators = alias(users, 'impersonator');

/** The lookup every request makes, with placeholders: built once per database and prepared by name. */
function sessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: users, impersonator: impersonators })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.active, true)))
    .limit(1)
    .prepare('session_lookup');
}

// Building the query's SQL costs more CPU than running it (measured by the order-search benchmark): one per database.
const preparedLookups = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The live session, its active user and, when staff impersonate, the staff member: from the cache or one query. */
async function findSession(db: Db, cache: IdentityCache, tokenHash: string, now: number) {
  await cache.refresh();
  const cached = cache.session(tokenHash);
  if (cached && cached.expiresAt > now) {
    const user = cache.user(cached.userId);
    const impersonator = cached.impersonatorId === null ? null : cache.user(cached.impersonatorId);
    if (user?.active && (cached.impersonatorId === null || impersonator)) return { session: cached, user, impersonator };
  }
  // Not kept, or kept with an expiry another process may have moved since: the database decides.
  const mark = cache.mark();
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = sessionQuery(db)));
  const [row] = await lookup.execute({ tokenHash, now: new Date(now) });
  if (!row) return null;
  const session = {
    userId: row.session.userId,
    impersonatorId: row.session.impersonatorId,
    expiresAt: row.session.expiresAt.getTime(),
    lastSeenAt: row.session.lastSeenAt.getTime(),
  };
  cache.remember(mark, tokenHash, session, row.impersonator ? [row.user, row.impersonator] : [row.user]);
  return { session, user: row.user, impersonator: row.impersonator };
}

function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** Resolves the signed-in user (if any) from the session cookie before every request. */
export function registerSessions(app: FastifyInstance, db: Db): void {
  const cache = new IdentityCache(db);
  app.decorate('identityCache', cache);
  app.decorateRequest('session', null as unknown as RequestSession);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.session = { tokenHash: null, user: null, impersonator: null };
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const found = await findSession(db, cache, tokenHash, now);
    if (!found) return;
    request.session = { tokenHash, user: found.user, impersonator: found.impersonator };
    if (now - found.session.lastSeenAt > TOUCH_INTERVAL_MS) {
      const expiresAt = now + SESSION_LIFETIME_MS;
      await db.update(sessions).set({ lastSeenAt: new Date(now), expiresAt: new Date(expiresAt) }).where(eq(sessions.tokenHash, tokenHash));
      const kept = cache.session(tokenHash);
      if (kept) Object.assign(kept, { lastSeenAt: now, expiresAt });
    }
  });
  // Any write this process makes to users or sessions is seen by its very next request: after every
  // request that may write (any but GET and HEAD, and the GETs that sign in or out: provider callbacks,
  // the logout image), the change log is read before the cache answers again. Other cookies (CSRF,
  // visitor, language) do not count: they are set on ordinary reads.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || setsSessionCookie(reply)) cache.checkSoon();
    return payload;
  });
}

export interface SessionCookieOptions {
  secureCookies: boolean;
}

function setSessionCookie(reply: FastifyReply, token: string, options: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

/**
 * Signs `user` in on this browser: the session the request came with (if any) is deleted and a new
 * token is issued, so a session id planted before sign-in is never promoted (session fixation).
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: SessionCookieOptions & { impersonator?: UserRow | null },
): Promise<void> {
  if (request.session.tokenHash) {
    await db.delete(sessions).where(eq(sessions.tokenHash, request.session.tokenHash));
    request.server.identityCache.forgetSession(request.session.tokenHash);
  }
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    impersonatorId: options.impersonator?.id ?? null,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  setSessionCookie(reply, token, options);
  request.session = { tokenHash: hashToken(token), user, impersonator: options.impersonator ?? null };
}

/** Signs this browser out: its session row is deleted and the cookie cleared. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && token.length <= 100) {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    request.server.identityCache.forgetSession(hashToken(token));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.session = { tokenHash: null, user: null, impersonator: null };
}

/** Signs a user out everywhere (password reset, deactivation, e-mail change); every process learns it from the change log. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The signed-in user of a request, or 401: `session-invalid` when the browser had a session that is no
 * longer valid (the web app then logs the user out), `login-required` when it never had one.
 */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.session.user;
  if (user) return user;
  throw new AppError(401, request.cookies[SESSION_COOKIE] ? 'session-invalid' : 'login-required');
}

/** `/api/users/{id}/…` acts on the signed-in user only: another user's identity is not found. */
export function requireOwnUser(request: FastifyRequest, identity: string): UserRow {
  const user = requireUser(request);
  if (user.identity !== identity) throw new AppError(404, 'not-found');
  return user;
}

/** A staff member (also while impersonating: then the impersonator is the staff member). */
export function requireStaff(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  const actor = request.session.impersonator ?? user;
  if (actor.role !== 'staff') throw new AppError(404, 'not-found');
  return actor;
}

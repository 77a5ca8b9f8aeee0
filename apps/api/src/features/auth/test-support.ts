import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { users } from '../../platform/db/schema/all-tables';
import type { OutboxMessage } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/security/passwords';
import { SESSION_COOKIE } from '../../platform/session/session';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';

/** Test support of the auth feature's API tests. */

/**
 * A client address of its own for one test (sent as X-Forwarded-For, which the test app believes: it sets
 * TRUST_PROXY=true), so the per-address rate limits of one test never spill into the next.
 */
export function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A POST with exactly these headers (use browser() for a well-behaved one). */
export function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = browser()): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

/** A browser at its own address, optionally carrying a session cookie. */
export function browser(sessionCookie?: string): Record<string, string> {
  return { ...browserHeaders(sessionCookie), 'x-forwarded-for': newAddress() };
}

export interface PasswordUser extends TestUser {
  password: string;
}

export async function createPasswordUser(database: Database, password = 'correct horse battery', overrides: Partial<typeof users.$inferInsert> = {}): Promise<PasswordUser> {
  const user = await createSignedInUser(database, { passwordHash: await hashPassword(password), countryId: 237, ...overrides });
  return { ...user, password };
}

/** The session cookie a response set, as a `cookie` header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((each) => each.name === SESSION_COOKIE && each.value !== '');
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

export async function isSignedIn(app: FastifyInstance, cookie: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/researcher/load', headers: { cookie } });
  return (response.json() as { user: { loggedIn: boolean } }).user.loggedIn;
}

/** Runs the queued jobs (the test app has no workers) and returns the outbox messages sent to `to`, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const { jobs, mail } = app.platform;
  while ((await jobs.runDueJobs()) > 0) {
    // keep going until the queue is drained
  }
  const entries = (await mail.listOutbox(500)).filter((entry) => entry.to === to);
  const messages = await Promise.all(entries.map((entry) => mail.readOutbox(entry.id)));
  return messages.filter((message): message is OutboxMessage => message !== null);
}

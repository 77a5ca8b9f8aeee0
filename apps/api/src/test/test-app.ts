import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { sessions, users } from '../platform/db/schema/all-tables';
import { hashToken, newSessionToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../platform/session/session';
import { openSeededTestDatabase } from './test-database';
import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.contract';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, without the web app or background workers; `env` adds configuration
 * and `options` may serve the web app, watch routes being registered or read the log (with `LOG_LEVEL` in `env`).
 * Tests play clients behind a proxy, so `x-forwarded-for` sets the client address.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: Pick<BuildOptions, 'onRoute' | 'serveWebApp' | 'logStream'> = {}): Promise<TestApp> {
  const testDatabase = await openSeededTestDatabase();
  const database = testDatabase.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-test-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: undefined, SMTP_URL: undefined, STORAGE_URL: undefined, TRUST_PROXY: 'true', ...env });
  const app = await buildApp(config, { database, skipMigrations: true, serveWebApp: false, startWorkers: false, ...options });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await testDatabase.close();
    },
  };
}

/** A second server on the same database, as another process of one deployment would be (close it yourself). */
export async function createAnotherApp(database: Database): Promise<FastifyInstance> {
  const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mg-test-')), LOG_LEVEL: 'silent', DATABASE_URL: undefined, SMTP_URL: undefined, STORAGE_URL: undefined, TRUST_PROXY: 'true' });
  const app = await buildApp(config, { database, skipMigrations: true, serveWebApp: false, startWorkers: false });
  await app.ready();
  return app;
}

/** A CSRF token for tests: any value works as long as the cookie and the header carry the same one. */
export const TEST_CSRF_TOKEN = 'test-csrf-token-0123456789';

/** Headers a browser of our site sends with a state-changing request (for a visitor, or add a session cookie). */
export function browserHeaders(sessionCookie?: string): Record<string, string> {
  const cookies = [`${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, ...(sessionCookie ? [sessionCookie] : [])];
  return { cookie: cookies.join('; '), [CSRF_HEADER]: TEST_CSRF_TOKEN };
}

export interface TestUser {
  id: number;
  identity: string;
  email: string;
  /** A `cookie` header value that signs this user in. */
  cookie: string;
  /** Headers for this user's state-changing requests: session and CSRF cookies plus the CSRF header. */
  headers: Record<string, string>;
}

/** Creates a user with a live session, as the identity feature would after a login. */
export async function createSignedInUser(database: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const email = overrides.email ?? `user-${suffix}@example.test`;
  const [user] = await database.db
    .insert(users)
    .values({
      identity: `u_${suffix}`,
      email,
      emailNormalized: email.toLowerCase(),
      firstName: 'Ada',
      lastName: `Tester ${suffix}`,
      referralCode: `R${suffix.toUpperCase()}`,
      countryId: null,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = newSessionToken();
  await database.db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { id: user.id, identity: user.identity, email, cookie, headers: browserHeaders(cookie) };
}

/** The same user as signed in by a staff member impersonating them (a session with `impersonatorId`). */
export async function impersonatedBy(database: Database, user: TestUser): Promise<TestUser> {
  const staff = await createSignedInUser(database, { role: 'staff' });
  const token = newSessionToken();
  await database.db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id, impersonatorId: staff.id, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { ...user, cookie, headers: browserHeaders(cookie) };
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { externalIdentities, pendingExternalLogins, users } from '../../platform/db/schema/all-tables';
import { hashToken, newSessionToken } from '../../platform/session/session';
import type { UserRow } from '../../platform/db/schema/users';

/** A pending sign-in lives long enough to fill in the confirm screen. */
export const PENDING_EXTERNAL_LOGIN_MS = 30 * 60 * 1000;

export interface ExternalProfile {
  /** `orcid`, `google`, `wechat`, … */
  provider: string;
  /** The provider's stable id of the person (OIDC `sub`, WeChat `openid`/`unionid`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** The user already linked to this provider account, if any (and the link's last use is recorded). */
export async function findLinkedUser(db: Db, provider: string, subject: string): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users, linkId: externalIdentities.id })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  await db.update(externalIdentities).set({ lastUsedAt: new Date() }).where(eq(externalIdentities.id, row.linkId));
  return row.user;
}

export async function findUserByNormalizedEmail(db: Db, emailNormalized: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.emailNormalized, emailNormalized)).limit(1);
  return rows[0] ?? null;
}

/** Links a provider account to a user; linking the same one twice is harmless. */
export async function linkExternalIdentity(db: Db, userId: number, profile: Pick<ExternalProfile, 'provider' | 'subject' | 'email'>): Promise<void> {
  await db
    .insert(externalIdentities)
    .values({ provider: profile.provider, subject: profile.subject, userId, email: profile.email })
    .onConflictDoNothing({ target: [externalIdentities.provider, externalIdentities.subject] });
}

/** Keeps a provider's profile for the confirm screen; returns the secret the browser carries to registration. */
export async function createPendingExternalLogin(db: Db, profile: ExternalProfile, now = new Date()): Promise<string> {
  const token = newSessionToken();
  await db.insert(pendingExternalLogins).values({
    tokenHash: hashToken(token),
    provider: profile.provider,
    subject: profile.subject,
    email: profile.email,
    emailVerified: profile.emailVerified,
    firstName: profile.firstName,
    lastName: profile.lastName,
    expiresAt: new Date(now.getTime() + PENDING_EXTERNAL_LOGIN_MS),
  });
  return token;
}

/**
 * Marks a pending sign-in used and returns its profile, or null when the secret is unknown, used or
 * expired. Call inside the registration's transaction so a failed registration leaves it usable.
 */
export async function consumePendingExternalLogin(db: Db, token: string, now = new Date()): Promise<ExternalProfile | null> {
  const rows = await db
    .update(pendingExternalLogins)
    .set({ usedAt: now })
    .where(and(eq(pendingExternalLogins.tokenHash, hashToken(token)), isNull(pendingExternalLogins.usedAt), gt(pendingExternalLogins.expiresAt, now)))
    .returning();
  const row = rows[0];
  if (!row) return null;
  return {
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

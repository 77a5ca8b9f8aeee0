import { and, asc, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  currencies,
  emailChangeRequests,
  externalIdentities,
  sessions,
  users,
} from '../../platform/db/schema/all-tables';
import type { UserRow } from '../../platform/db/schema/users';

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'institution'
    | 'countryId'
    | 'foundUs'
    | 'timeZone'
    | 'currency'
    | 'siteLanguage'
    | 'dataProtectionConsentAt'
    | 'passwordHash'
    | 'email'
    | 'emailNormalized'
    | 'emailVerifiedAt'
    | 'active'
    | 'deactivatedAt'
  >
>;

export async function findUser(db: Db, userId: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** Locks the user's row until the transaction ends, so two requests of one user take turns (address limit). */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function updateUser(db: Db, userId: number, changes: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Another account already using this address (any account but `userId`). */
export async function isEmailTakenByOther(db: Db, userId: number, emailNormalized: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailNormalized, emailNormalized), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function findLinkedProviders(db: Db, userId: number): Promise<{ provider: string }[]> {
  return db
    .selectDistinct({ provider: externalIdentities.provider })
    .from(externalIdentities)
    .where(eq(externalIdentities.userId, userId))
    .orderBy(asc(externalIdentities.provider));
}

/** Signs the user out everywhere except on the browser whose session is `keepTokenHash`. */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId));
}

/** The newest e-mail change of the user still waiting for its confirmation. */
export async function findPendingEmailChange(db: Db, userId: number, now = new Date()): Promise<{ newEmail: string } | null> {
  const rows = await db
    .select({ newEmail: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt), gt(emailChangeRequests.expiresAt, now)))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** A new request replaces the user's earlier ones: only the newest link works. */
export async function replaceEmailChangeRequest(
  db: Db,
  userId: number,
  request: { tokenHash: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await db.delete(emailChangeRequests).where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
  await db.insert(emailChangeRequests).values({ userId, ...request });
}

/**
 * Marks the user's unexpired, unused request with this hash as used and returns it; null when there is none
 * (wrong user, used, expired). The conditional update makes a link usable once even under concurrent clicks.
 */
export async function consumeEmailChangeRequest(
  db: Db,
  userId: number,
  tokenHash: string,
  now = new Date(),
): Promise<{ newEmail: string } | null> {
  const rows = await db
    .update(emailChangeRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeRequests.tokenHash, tokenHash),
        eq(emailChangeRequests.userId, userId),
        isNull(emailChangeRequests.usedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .returning({ newEmail: emailChangeRequests.newEmail });
  return rows[0] ?? null;
}

export async function deleteUnusedEmailChangeRequests(db: Db, userId: number): Promise<void> {
  await db.delete(emailChangeRequests).where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
}

export function findSelectableCurrencies(db: Db) {
  return db
    .select({ isoCode: currencies.isoCode, shortName: currencies.shortName, sign: currencies.sign })
    .from(currencies)
    .where(eq(currencies.selectable, true))
    .orderBy(asc(currencies.sortOrder));
}

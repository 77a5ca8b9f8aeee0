import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { analyticsEvents, countries, passwordResetTokens, users } from '../../platform/db/schema/all-tables';
import type { UserRow } from '../../platform/db/schema/users';

export type NewUser = typeof users.$inferInsert;
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export async function findUserByIdentity(db: Db, identity: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.identity, identity)).limit(1);
  return rows[0] ?? null;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** What registration takes from the chosen country: its localization and default currency. */
export async function findCountry(db: Db, countryId: number) {
  const rows = await db
    .select({ id: countries.id, iso2: countries.iso2, localization: countries.localization, defaultCurrency: countries.defaultCurrency })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function markEmailVerified(db: Db, userId: number, at: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user not found');
  return row;
}

export async function recordAnalyticsEvent(db: Db, name: string, userId: number | null, properties: AnalyticsProperties): Promise<void> {
  await db.insert(analyticsEvents).values({ name, userId, properties });
}

/** Stores a new reset link's hash; the user's earlier unused links stop working. */
export async function replacePasswordResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

/** True when the link is this user's, unused and unexpired (a cheap check before hashing the new password). */
export async function isUsableResetToken(db: Db, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: passwordResetTokens.tokenHash })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the link used, only if it still is usable: one conditional UPDATE, so of two concurrent uses
 * exactly one gets the row back. Returns false when the link is unknown, another user's, used or expired.
 */
export async function consumeResetToken(db: Db, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return rows.length > 0;
}

/** After a reset, the user's other outstanding links are void (the used one keeps its used_at). */
export async function deleteUnusedResetTokens(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { addresses, analyticsEvents, emailChangeRequests, externalIdentities, passwordResetTokens, sessions, users } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';
import { describeAccount } from './account.service';

/**
 * The account's part of the data download and of the erasure (platform/privacy): the profile, the saved
 * addresses and the linked sign-ins. Erasing keeps the user row — invoices, payments and orders point at it —
 * but replaces every personal field: the name reads "Deleted account", the address is one nobody can receive
 * mail at, the password and sign-ins are gone, the account stays closed.
 */

/** The e-mail address an erased account keeps: unique, and undeliverable (`.invalid` is reserved, RFC 2606). */
export function erasedEmail(identity: string): string {
  return `erased-${identity.toLowerCase().replace(/[^a-z0-9_-]/g, '')}@erased.invalid`;
}

export const accountPersonalData: PersonalDataHolder = {
  name: 'account',

  async exportFor(db, userId) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [saved, linked] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
      db.select({ provider: externalIdentities.provider, email: externalIdentities.email, createdAt: externalIdentities.createdAt }).from(externalIdentities).where(eq(externalIdentities.userId, userId)),
    ]);
    return {
      profile: {
        ...(await describeAccount(db, user)),
        referralCode: user.referralCode,
        totalRewardPoints: user.totalRewardPoints,
        dataProtectionConsentAt: user.dataProtectionConsentAt?.toISOString() ?? null,
        emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
      },
      addresses: saved.map(({ id: _id, userId: _user, ...address }) => ({ ...address, createdAt: address.createdAt.toISOString(), updatedAt: address.updatedAt.toISOString() })),
      linkedSignIns: linked.map((each) => ({ ...each, createdAt: each.createdAt.toISOString() })),
    };
  },

  async erase(tx: Db, userId, now) {
    const [user] = await tx.select({ identity: users.identity }).from(users).where(eq(users.id, userId));
    if (!user) return { files: [] };
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(externalIdentities).where(eq(externalIdentities.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    const email = erasedEmail(user.identity);
    await tx
      .update(users)
      .set({
        email,
        emailNormalized: email,
        firstName: 'Deleted',
        lastName: 'account',
        passwordHash: null,
        phone: null,
        institution: null,
        foundUs: null,
        countryId: null,
        timeZone: 'UTC',
        dataProtectionConsentAt: null,
        emailVerifiedAt: null,
        active: false,
        deactivatedAt: now,
        showCheckSpamMessage: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return { files: [] };
  },
};

import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { referralShareUrl } from '@marginalia/contracts/referrals/referral-rules';
import { referralInvites } from '../../platform/db/schema/order-forms';
import { users } from '../../platform/db/schema/users';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * Sends one referral invitation per new address. Addresses this user
 * already invited, their own address and addresses of existing accounts get nothing (so the answer
 * never tells who has an account). The invitation links to the inviter's referral page (the visit records the
 * referral, and registering then ties the new account to the inviter).
 */
export async function sendReferralInvites(app: FastifyInstance, inviter: UserRow, emails: string[], referralAmountUsd: number): Promise<void> {
  const { db, mail, config } = app.platform;
  const normalized = [...new Set(emails.map((email) => email.trim().toLowerCase()))].filter((email) => email !== inviter.emailNormalized);
  if (normalized.length === 0) return;
  const [invited, registered] = await Promise.all([
    db.select({ email: referralInvites.emailNormalized }).from(referralInvites).where(and(eq(referralInvites.userId, inviter.id), inArray(referralInvites.emailNormalized, normalized))),
    db.select({ email: users.emailNormalized }).from(users).where(inArray(users.emailNormalized, normalized)),
  ]);
  const skip = new Set([...invited, ...registered].map((row) => row.email));
  const fresh = normalized.filter((email) => !skip.has(email));
  if (fresh.length === 0) return;
  const language = isSiteLanguage(inviter.siteLanguage) ? inviter.siteLanguage : 'en';
  const registerUrl = referralShareUrl(config.publicUrl, language, inviter.referralCode, 'email');
  await db.transaction(async (tx) => {
    await tx.insert(referralInvites).values(fresh.map((email) => ({ userId: inviter.id, emailNormalized: email }))).onConflictDoNothing();
    for (const email of fresh) {
      await mail.send(
        { to: email, template: 'referral-invite', language, params: { inviterName: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email, referralAmount: `US$${referralAmountUsd}`, registerUrl } },
        { db: tx },
      );
    }
  });
}

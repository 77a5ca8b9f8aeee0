import { emailSchema, normalizeEmail, PERSON_NAME_MAX_LENGTH } from '@marginalia/contracts/auth/credentials';
import type { Db } from '../../../platform/db/client';

import { createPendingExternalLogin, findLinkedUser, findUserByNormalizedEmail, linkExternalIdentity, type ExternalProfile } from '../external-login.repository';
import type { UserRow } from '../../../platform/db/schema/users';

/** What a provider's sign-in leads to. */
export type ExternalAccountOutcome =
  | { kind: 'sign-in'; user: UserRow }
  | { kind: 'inactive' }
  /** Nobody matched: the confirm screen, carrying the pending sign-in's secret to registration. */
  | { kind: 'register'; externalLoginToken: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function name(value: string | null): string | null {
  return value ? value.slice(0, PERSON_NAME_MAX_LENGTH) : null;
}

/**
 * The person as the provider describes them (ID token claims, completed by userinfo). `email_verified`
 * counts only when it is true (some providers send the string "true"); an invalid address is ignored.
 */
export function externalProfile(provider: string, claims: Record<string, unknown>): ExternalProfile {
  const subject = text(claims.sub);
  if (!subject) throw new Error('the provider gave no subject');
  const email = emailSchema.safeParse(claims.email);
  const full = text(claims.name)?.split(/\s+/) ?? [];
  return {
    provider,
    subject,
    email: email.success ? email.data : null,
    emailVerified: email.success && (claims.email_verified === true || claims.email_verified === 'true'),
    firstName: name(text(claims.given_name) ?? (full.length > 1 ? full.slice(0, -1).join(' ') : (full[0] ?? null))),
    lastName: name(text(claims.family_name) ?? (full.length > 1 ? (full.at(-1) ?? null) : null)),
  };
}

/**
 * Finds whose sign-in this is: the user already linked to the provider account; else the user whose
 * e-mail the provider has verified (the link is made now); else nobody — a pending sign-in is kept for
 * the confirm screen. An address the provider has not verified never links: anybody can type one.
 */
export async function resolveExternalAccount(db: Db, profile: ExternalProfile): Promise<ExternalAccountOutcome> {
  const linked = await findLinkedUser(db, profile.provider, profile.subject);
  if (linked) return linked.active ? { kind: 'sign-in', user: linked } : { kind: 'inactive' };
  if (profile.email && profile.emailVerified) {
    const user = await findUserByNormalizedEmail(db, normalizeEmail(profile.email));
    if (user) {
      if (!user.active) return { kind: 'inactive' };
      await linkExternalIdentity(db, user.id, profile);
      return { kind: 'sign-in', user };
    }
  }
  return { kind: 'register', externalLoginToken: await createPendingExternalLogin(db, profile) };
}

import type { CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';

/** Pages a user who is sent somewhere may still open (where they are sent, and the sign-in pages). */
const ALWAYS_OPEN = [/^\/login(\/|$)/, /^\/register(\/|$)/, /^\/error$/];
export const MIGRATION_PATH = '/wfoe-migration-status';
const ACCOUNT_PATH = /^\/account(\/|$)/;

/** A user of a migrating group who has not both accepted the terms and been migrated. */
export function mustSeeMigrationPage(user: CurrentUser): boolean {
  const status = user.wfoeMigrationStatus;
  return user.loggedIn && user.impersonatorIdentity === null && status.inMigratingGroup && !(status.acceptedTermsOfService && status.migrated);
}

export type Gate = { kind: 'lockout' } | { kind: 'mismatch' } | { kind: 'redirect'; to: string } | null;

/** The gates every page applies, in order, to a signed-in user at `path` (without the language prefix). */
export function gateFor(user: CurrentUser, path: string): Gate {
  if (!user.loggedIn || ALWAYS_OPEN.some((re) => re.test(path))) return null;
  if (user.creditNoteLockout && user.impersonatorIdentity === null) return { kind: 'lockout' };
  if (user.localizationMismatch) return { kind: 'mismatch' };
  if (mustSeeMigrationPage(user)) return path === MIGRATION_PATH ? null : { kind: 'redirect', to: MIGRATION_PATH };
  if (user.missingFields.length > 0 && !ACCOUNT_PATH.test(path) && path !== MIGRATION_PATH) return { kind: 'redirect', to: '/account' };
  return null;
}

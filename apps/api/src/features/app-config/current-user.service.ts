import type { Application, CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import { userPreferredGroupView } from '@marginalia/contracts/users/preferred-group.contract';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { personName } from '@marginalia/contracts/formatting/person-name';
import type { Db } from '../../platform/db/client';
import type { RequestSession } from '../../platform/session/session';
import type { IdentityCache } from '../../platform/session/identity-cache';
import { findUserSummary } from './app-config.repository';
import type { UserRow } from '../../platform/db/schema/users';

/** Visitors see prices in the currency of the localization their language belongs to. */
export function localizationForVisitor(language: SiteLanguage): string {
  return language === 'cn' ? 'cn' : 'us';
}

/**
 * Where a user lands after signing in (unless the sign-in carried its own redirect target): staff on the
 * staff console, where their work is; researchers and visitors on the researcher home. A staff member
 * signed in as a customer is that customer, and lands where the customer would.
 */
export function homeDirectory(application: Application, role: CurrentUser['role'] = 'visitor'): string {
  if (role === 'staff') return '/staff';
  return application.featureFlags.curie_is_launched ? '/home' : '/researcher';
}

/** Fields a researcher must fill before using the portal (they are sent to /account until then). */
export function missingFields(user: UserRow, application: Application): string[] {
  const missing: string[] = [];
  if (!user.firstName.trim()) missing.push('firstName');
  if (!user.lastName.trim()) missing.push('lastName');
  if (user.countryId === null) missing.push('country');
  if (application.config.institutionInfoMandatory && !user.institution?.trim()) missing.push('institution');
  return missing;
}

function currencyFor(application: Application, isoCode: string | null, fallback: string) {
  const found = application.currencies.find((c) => c.isoCode === isoCode) ?? application.currencies.find((c) => c.isoCode === fallback);
  const usd = application.currencies.find((c) => c.isoCode === 'USD');
  const currency = found ?? usd;
  if (!currency) throw new Error('no currencies are seeded');
  return currency;
}

export type UserSummary = Awaited<ReturnType<typeof findUserSummary>>;
export type UserSummarySource = (user: UserRow) => Promise<UserSummary>;

export const summaryFromDatabase =
  (db: Db): UserSummarySource =>
  (user) =>
    findUserSummary(db, user.id, user.countryId, user.migrationGroup, user.preferredGroupId);

/**
 * The current user of the load. `siteLocalization` is the localization whose site the request came to
 * (null on a host that belongs to none, such as a single-host deployment): a user of another one is warned.
 */
export async function buildCurrentUser(
  db: Db,
  session: RequestSession,
  application: Application,
  language: SiteLanguage,
  siteLocalization: string | null = null,
  summaryOf: UserSummarySource = summaryFromDatabase(db),
): Promise<CurrentUser> {
  const user = session.user;
  const localizationCurrency = application.currentLocalization.identity === 'cn' ? 'CNY' : 'USD';
  if (!user) {
    return {
      loggedIn: false,
      identity: null,
      email: null,
      firstName: null,
      lastName: null,
      fullName: null,
      role: 'visitor',
      currency: currencyFor(application, null, localizationCurrency),
      country: null,
      siteLanguage: language,
      localization: application.currentLocalization.identity,
      timeZone: 'UTC',
      homeDirectory: homeDirectory(application),
      hideInvoices: false,
      languageAssessmentEnabled: true,
      hasRewards: false,
      totalRewardPoints: 0,
      loyaltyLevelIdentity: null,
      referralCode: null,
      preferredGroup: null,
      voucherAvailable: false,
      overrideDownloadAvailable: false,
      showCheckSpamMessage: false,
      submittedTestimonial: false,
      impersonatorIdentity: null,
      impersonatorName: null,
      active: true,
      missingFields: [],
      numberOfOrders: 0,
      wfoeMigrationStatus: { inMigratingGroup: false, acceptedTermsOfService: false, migrated: false },
      creditNoteLockout: false,
      localizationMismatch: null,
    };
  }
  const summary = await summaryOf(user);
  const { country, numberOfOrders, inMigratingGroup } = summary;
  return {
    loggedIn: true,
    identity: user.identity,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: personName(language, user),
    role: user.role,
    currency: currencyFor(application, user.currency, localizationCurrency),
    country,
    siteLanguage: isSiteLanguage(user.siteLanguage) ? user.siteLanguage : language,
    localization: user.localization,
    timeZone: user.timeZone,
    homeDirectory: homeDirectory(application, user.role),
    hideInvoices: user.hideInvoices,
    languageAssessmentEnabled: user.languageAssessmentEnabled,
    hasRewards: user.hasRewards,
    totalRewardPoints: user.totalRewardPoints,
    loyaltyLevelIdentity: user.loyaltyLevelIdentity,
    referralCode: user.referralCode,
    preferredGroup: summary.preferredGroup ? userPreferredGroupView(summary.preferredGroup) : null,
    voucherAvailable: user.voucherAvailable,
    overrideDownloadAvailable: user.overrideDownloadAvailable,
    showCheckSpamMessage: user.showCheckSpamMessage,
    submittedTestimonial: user.submittedTestimonial,
    impersonatorIdentity: session.impersonator?.identity ?? null,
    impersonatorName: session.impersonator ? personName(language, session.impersonator) : null,
    active: user.active,
    missingFields: missingFields(user, application),
    numberOfOrders,
    wfoeMigrationStatus: {
      inMigratingGroup,
      acceptedTermsOfService: user.wfoeTermsAcceptedAt !== null,
      migrated: user.wfoeMigratedAt !== null,
    },
    creditNoteLockout: user.creditNoteLockout,
    localizationMismatch: localizationMismatch(user.localization, siteLocalization, application),
  };
}

/** The summary kept with the cached user until the user, their orders or the groups and countries change. */
export function cachedSummaries(db: Db, identity: IdentityCache): UserSummarySource {
  const fromDatabase = summaryFromDatabase(db);
  return (user) => identity.derived(user.id, 'load-summary', () => fromDatabase(user));
}

/** The user's own localization when the site they are on belongs to a different one; null otherwise. */
export function localizationMismatch(userLocalization: string, siteLocalization: string | null, application: Application) {
  if (siteLocalization === null || siteLocalization === userLocalization) return null;
  return application.localizations.find((l) => l.identity === userLocalization) ?? null;
}

/**
 * The application's `preferredGroup`: the welcome banner of the user's group, with the group's greeting in
 * the page's language (empty: the page shows its standard text). The discount counts as used once the member
 * has placed an order: the group discount applies to every order, the welcome only before the first.
 */
export function preferredGroupBanner(summary: Pick<UserSummary, 'preferredGroup' | 'numberOfOrders'>, language: SiteLanguage): Application['preferredGroup'] {
  const group = summary.preferredGroup;
  if (!group) return null;
  return { code: group.code, greetingText: group.greetingText[language]?.trim() ?? '', discountUsed: summary.numberOfOrders > 0 };
}

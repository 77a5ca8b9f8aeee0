import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import { gateFor, mustSeeMigrationPage } from './session-gate-rules';

function researcher(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    loggedIn: true,
    identity: 'u_1',
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    role: 'researcher',
    currency: { isoCode: 'USD', shortName: 'USD', sign: '$', numDecimals: 2, exchangeRate: 1, perUsd: '1' },
    country: { id: 1, name: 'United States', iso2: 'US' },
    siteLanguage: 'en',
    localization: 'us',
    timeZone: 'UTC',
    homeDirectory: '/researcher',
    hideInvoices: false,
    languageAssessmentEnabled: true,
    hasRewards: true,
    totalRewardPoints: 0,
    loyaltyLevelIdentity: 'level1',
    referralCode: 'R1',
    voucherAvailable: false,
    overrideDownloadAvailable: false,
    showCheckSpamMessage: false,
    submittedTestimonial: false,
    impersonatorIdentity: null,
    active: true,
    missingFields: [],
    numberOfOrders: 0,
    wfoeMigrationStatus: { inMigratingGroup: false, acceptedTermsOfService: false, migrated: false },
    creditNoteLockout: false,
    localizationMismatch: null,
    ...overrides,
  };
}
const migrating = { inMigratingGroup: true, acceptedTermsOfService: false, migrated: false };

describe('the gates every page applies to a signed-in user', () => {
  it('lets a complete account through everywhere', () => {
    expect(gateFor(researcher(), '/researcher')).toBeNull();
  });

  it('never gates a visitor', () => {
    expect(gateFor(researcher({ loggedIn: false, missingFields: ['country'], creditNoteLockout: true }), '/researcher')).toBeNull();
  });

  it('sends an incomplete account to /account, but lets it stay on the account pages', () => {
    const user = researcher({ missingFields: ['country'] });
    expect(gateFor(user, '/researcher')).toEqual({ kind: 'redirect', to: '/account' });
    expect(gateFor(user, '/account')).toBeNull();
    expect(gateFor(user, '/account/addresses/new')).toBeNull();
  });

  it('forces the migration page on a migrating user, until the terms are accepted and the account migrated', () => {
    expect(gateFor(researcher({ wfoeMigrationStatus: migrating }), '/researcher')).toEqual({ kind: 'redirect', to: '/wfoe-migration-status' });
    expect(gateFor(researcher({ wfoeMigrationStatus: migrating }), '/wfoe-migration-status')).toBeNull();
    const accepted = { ...migrating, acceptedTermsOfService: true };
    expect(gateFor(researcher({ wfoeMigrationStatus: accepted }), '/account')).toEqual({ kind: 'redirect', to: '/wfoe-migration-status' });
    expect(gateFor(researcher({ wfoeMigrationStatus: { ...accepted, migrated: true } }), '/researcher')).toBeNull();
  });

  it('skips the migration page while staff impersonate', () => {
    const user = researcher({ wfoeMigrationStatus: migrating, impersonatorIdentity: 's_1' });
    expect(mustSeeMigrationPage(user)).toBe(false);
    expect(gateFor(user, '/researcher')).toBeNull();
  });

  it('shows the lockout warning instead of the app, before anything else, but not to an impersonating staff member', () => {
    expect(gateFor(researcher({ creditNoteLockout: true, missingFields: ['country'] }), '/researcher')).toEqual({ kind: 'lockout' });
    expect(gateFor(researcher({ creditNoteLockout: true, impersonatorIdentity: 's_1' }), '/researcher')).toBeNull();
  });

  it('shows the localization warning to a user of another localization', () => {
    const mismatch = { identity: 'cn', name: 'China', secureSite: 'https://www.example.cn', allowsFapiaoProcessingAfterPayment: true };
    expect(gateFor(researcher({ localizationMismatch: mismatch }), '/researcher')).toEqual({ kind: 'mismatch' });
  });

  it('keeps the sign-in pages open', () => {
    expect(gateFor(researcher({ missingFields: ['country'], creditNoteLockout: true }), '/login')).toBeNull();
  });
});

import { bigserial, boolean, index, integer, pgTable, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { migrationGroups } from './migration-groups';
import { countries, currencies, localizations, siteLanguages, loyaltyLevels } from './reference';
import { preferredGroups } from './promotions';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public, unguessable id used in URLs and the API (`/api/users/{id}/…`). */
    identity: text('identity').notNull().unique(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['researcher', 'staff'] }).notNull().default('researcher'),
    active: boolean('active').notNull().default(true),
    countryId: integer('country_id').references(() => countries.id),
    currency: text('currency').references(() => currencies.isoCode),
    siteLanguage: text('site_language').notNull().default('en').references(() => siteLanguages.code),
    localization: text('localization').notNull().default('us').references(() => localizations.identity),
    timeZone: text('time_zone').notNull().default('UTC'),
    institution: text('institution'),
    phone: text('phone'),
    /** An id from the `foundUsOptions` setting, asked at registration. */
    foundUs: text('found_us'),
    /** When the user agreed to the privacy policy (asked where `enforcesDataProtection` is on). */
    dataProtectionConsentAt: timestamp('data_protection_consent_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set by staff while a credit note is issued on the account: the portal shows a warning instead of the app. */
    creditNoteLockout: boolean('credit_note_lockout').notNull().default(false),
    migrationGroup: text('migration_group').references(() => migrationGroups.code),
    wfoeTermsAcceptedAt: timestamp('wfoe_terms_accepted_at', { withTimezone: true }),
    wfoeMigratedAt: timestamp('wfoe_migrated_at', { withTimezone: true }),
    hideInvoices: boolean('hide_invoices').notNull().default(false),
    hasRewards: boolean('has_rewards').notNull().default(true),
    voucherAvailable: boolean('voucher_available').notNull().default(false),
    overrideDownloadAvailable: boolean('override_download_available').notNull().default(false),
    languageAssessmentEnabled: boolean('language_assessment_enabled').notNull().default(true),
    /** Set by staff: digital editing without a subscription (the trial). */
    digitalEditingTrial: boolean('digital_editing_trial').notNull().default(false),
    showCheckSpamMessage: boolean('show_check_spam_message').notNull().default(true),
    submittedTestimonial: boolean('submitted_testimonial').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    preferredGroupId: integer('preferred_group_id').references(() => preferredGroups.id),
    totalRewardPoints: integer('total_reward_points').notNull().default(0),
    loyaltyLevelIdentity: text('loyalty_level_identity').notNull().default('level1').references(() => loyaltyLevels.identity),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_last_name_idx').on(t.lastName)],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: bigint('impersonator_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** What a select of each table above returns. */
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * What changed among users and sessions, written by triggers on every update or delete of a user or a
 * session (and on what a user's load summary depends on): each process reads the rows after the last one
 * it saw and drops what it cached for them. A row with neither a user nor a session drops everything.
 */
export const identityChanges = pgTable('identity_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }),
  tokenHash: text('token_hash'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

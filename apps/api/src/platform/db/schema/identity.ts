import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Password reset links. Only the SHA-256 of the link's secret is stored; a link works once, until it expires. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** A requested change of e-mail address, confirmed by a link sent to the new address. */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId)],
);

/**
 * One row per attempt that counts toward a rate limit (`bucket` is e.g. `login:account:<email>` or
 * `login:address:<ip>`). Stored in the database so every process of a deployment shares the limits.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    /** How much this hit counts: 1 for an attempt, the bytes of an upload for a storage quota. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

/** Product analytics the staff can count (signup-complete, …). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

/** An account at another sign-in provider (an OpenID Connect provider or WeChat) linked to one of our users. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_identities_provider_subject_idx').on(t.provider, t.subject), index('external_identities_user_idx').on(t.userId)],
);

/**
 * A sign-in at another provider that matched no account: the confirm screen shows its details and the
 * registration that follows links it. The browser holds the secret; only its hash is stored.
 */
export const pendingExternalLogins = pgTable('pending_external_logins', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** An OpenID Connect authorization in progress: what the callback needs to finish it (PKCE verifier, nonce, where to go). */
export const oauthFlows = pgTable('oauth_flows', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirect: text('redirect'),
  origin: text('origin'),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const wechatLoginStatuses = ['pending', 'scanned', 'approved', 'refused', 'consumed'] as const;

/**
 * A WeChat QR sign-in: the browser polls it by `loginCode`; the adapter marks it approved with
 * the WeChat user's openid. `browserHash` ties the poll to the browser that asked for the code.
 */
export const wechatLogins = pgTable('wechat_logins', {
  loginCode: text('login_code').primaryKey(),
  ticket: text('ticket').notNull().unique(),
  browserHash: text('browser_hash').notNull(),
  status: text('status', { enum: wechatLoginStatuses }).notNull().default('pending'),
  openid: text('openid'),
  nickname: text('nickname'),
  redirect: text('redirect'),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What a select of each table above returns. */
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;
export type RateLimitHitRow = typeof rateLimitHits.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type ExternalIdentityRow = typeof externalIdentities.$inferSelect;
export type PendingExternalLoginRow = typeof pendingExternalLogins.$inferSelect;
export type OauthFlowRow = typeof oauthFlows.$inferSelect;
export type WechatLoginRow = typeof wechatLogins.$inferSelect;

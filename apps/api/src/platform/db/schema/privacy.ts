import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A proof-of-work captcha solved once (platform/captcha): its challenge is refused a second time until it
 * expires, when the row may go.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

/**
 * Secrets the processes of one deployment must share and that nobody configured (the captcha's HMAC key when
 * CAPTCHA_HMAC_KEY is not set): made once, at random, by whichever process needs one first.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A researcher asked for their account and personal data to be deleted (features/account): the account is
 * closed at once, and the erasure job removes or anonymises what each feature holds about them.
 */
export const accountErasures = pgTable('account_erasures', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

import { bigint, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

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

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha solutions already accepted (platform/captcha), by their challenge's signature, kept until the challenge
 * expires: a solution works once, whichever process of the deployment checks it. Expired rows are deleted now and then.
 */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_captchas_expires_idx').on(t.expiresAt)],
);

export type SpentCaptchaRow = typeof spentCaptchas.$inferSelect;

import { SUBSCRIPTION_REMINDER_DAYS } from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/platform';
import { markSubscriptionReminded, subscriptionsEndingBetween } from '../digital-purchases/digital-purchases.public';

/**
 * The renewal reminder (README.md "The subscription"): once a day, every subscription that ends within the next
 * SUBSCRIPTION_REMINDER_DAYS days — the last of a customer's periods, not revoked, not reminded yet — gets one
 * e-mail in the customer's language with the end date and the link to renew. Marked in the transaction that
 * queues the e-mail, so two runs never send it twice.
 */
export const RENEWAL_REMINDER_JOB = 'digital-editing.renewal-reminders';
export const RENEWAL_REMINDER_HOUR_UTC = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function sendRenewalReminders(platform: Platform, now: Date, log: FastifyBaseLogger): Promise<number> {
  const due = await subscriptionsEndingBetween(platform.db, now, new Date(now.getTime() + SUBSCRIPTION_REMINDER_DAYS * DAY_MS));
  let sent = 0;
  for (const subscription of due) {
    const language = isSiteLanguage(subscription.siteLanguage) ? subscription.siteLanguage : DEFAULT_LANGUAGE;
    await platform.db.transaction(async (tx) => {
      if (!(await markSubscriptionReminded(tx, subscription.id, now))) return;
      await platform.mail.send(
        {
          to: subscription.email,
          template: 'digital-editing-renewal',
          language,
          params: {
            name: subscription.firstName || subscription.email,
            endDate: formatDate(subscription.endsAt!, subscription.timeZone, language),
            link: new URL(`/${language}${digitalRoutes.subscribe()}`, platform.config.publicUrl).toString(),
          },
        },
        { db: tx },
      );
      sent++;
    });
  }
  if (sent > 0) log.info({ sent }, 'digital-editing renewal reminders queued');
  return sent;
}

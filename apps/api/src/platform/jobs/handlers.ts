import type { Platform } from '../platform';
import { MAIL_SEND_JOB, parseMailMessage } from '../mail/mail-message';

/**
 * Every job type the application knows, registered on the platform's queue. Called by the web process
 * (in-process workers) and by worker.ts, so both run the same handlers; features add theirs here.
 */
export function registerJobHandlers(platform: Platform): void {
  platform.jobs.register(MAIL_SEND_JOB, async (payload) => {
    await platform.mail.deliver(parseMailMessage(payload));
  });
}

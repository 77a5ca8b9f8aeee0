import type { Platform } from '../platform';
import { MAIL_SEND_JOB, parseMailMessage } from '../mail/mail-message';
import { registerReconciliation } from '../billing/reconcile-payments';
import { registerRetention } from '../retention/retention';

/**
 * The platform's own job types (sending mail, reconciling pending payments, retention), registered on the queue by the web process (in-process
 * workers) and by worker.ts alike. Features register theirs in feature-handlers.ts, beside the composition.
 */
export function registerJobHandlers(platform: Platform): void {
  platform.jobs.register(MAIL_SEND_JOB, async (payload) => {
    await platform.mail.deliver(parseMailMessage(payload));
  });
  registerReconciliation(platform);
  registerRetention(platform);
}

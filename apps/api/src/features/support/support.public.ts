/**
 * What other features and the composition may use of support (everything else in this folder is private):
 * the payments desk shows and closes proofs of payment; feature-handlers registers support's jobs.
 */
import type { Platform } from '../../platform/platform';
import { scheduleDaily } from '../../platform/jobs/daily-schedule';
import { DELETE_UNATTACHED_HOUR_UTC, DELETE_UNATTACHED_JOB, deleteUnattachedUploads } from './support-attachments.service';
import { CHAT_REPLY_EMAIL_JOB, sendUnreadChatReply } from './support-inbox.service';

export { closeProofsOfInvoice, proofsOfInvoices, type InvoiceProof } from './support-proofs';
export { isStaffOnline as isStaffSignedIn } from './support-context';

export function registerSupportJobs(platform: Platform): void {
  platform.jobs.register<{ messageId: number }>(CHAT_REPLY_EMAIL_JOB, async (payload, context) => {
    const outcome = await sendUnreadChatReply(platform, payload.messageId);
    context.log.debug({ outcome, messageId: payload.messageId }, 'chat reply e-mail');
  });
  platform.jobs.register(DELETE_UNATTACHED_JOB, async (_payload, context) => {
    await scheduleDaily(platform.jobs, DELETE_UNATTACHED_JOB, DELETE_UNATTACHED_HOUR_UTC);
    const deleted = await deleteUnattachedUploads(platform, new Date());
    context.log.info({ deleted }, 'deleted support uploads never sent');
  });
}

export async function scheduleSupportJobs(platform: Platform): Promise<void> {
  await scheduleDaily(platform.jobs, DELETE_UNATTACHED_JOB, DELETE_UNATTACHED_HOUR_UTC);
}
export { supportPersonalData } from './support-personal-data';

import type { RecentDocumentSource } from '../../platform/recent-documents/recent-documents';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { latestEdits } from './digital-editing.repository';

/** What the composition wires in (feature-handlers.ts): the edit job, the renewal reminders and the home page's recent documents. */
export { EDIT_JOB, runEditJob } from './edit-job.service';
export { digitalEditingPersonalData } from './digital-editing-personal-data';
export { RENEWAL_REMINDER_HOUR_UTC, RENEWAL_REMINDER_JOB, sendRenewalReminders } from './renewal-reminder.service';

export const recentDigitalEdits: RecentDocumentSource = async (db, userId, limit) =>
  (await latestEdits(db, userId, limit)).map((row) => ({
    kind: 'digital-edit' as const,
    identity: row.identity,
    name: row.fileName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    path: digitalRoutes.editDetails(row.identity),
  }));

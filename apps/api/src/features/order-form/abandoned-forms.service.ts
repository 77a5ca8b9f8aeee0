import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/platform';
import { deleteAbandonedVisitorForms } from './order-form.repository';

/** The daily job that deletes visitors' abandoned order forms and their files (registered in feature-handlers.ts). */
export const DELETE_ABANDONED_FORMS_JOB = 'order-form.delete-abandoned';
/** When the job runs: 03:00 UTC, the quietest hour across the customers' time zones. */
export const DELETE_ABANDONED_FORMS_HOUR_UTC = 3;

const DAY_MS = 86_400_000;
const BATCH = 200;

/**
 * A visitor's order form that nobody touched for `days` days (the `abandonedVisitorFormDays` setting) is
 * deleted with its uploaded files: a visitor who never signed in cannot come back to it by another way,
 * and its files would otherwise stay on the disk for ever. Forms of signed-in users are kept.
 */
export async function deleteAbandonedForms(platform: Platform, days: number, now: Date, log: FastifyBaseLogger): Promise<{ forms: number; files: number }> {
  const before = new Date(now.getTime() - days * DAY_MS);
  let forms = 0;
  let files = 0;
  for (;;) {
    const batch = await platform.db.transaction((tx) => deleteAbandonedVisitorForms(tx, before, BATCH));
    if (batch.forms === 0) break;
    forms += batch.forms;
    // The rows are gone: a file that cannot be removed now is only disk space, never a broken form.
    for (const key of batch.storageKeys) {
      await platform.storage.delete(key).then(
        () => (files += 1),
        (error: unknown) => log.warn({ err: error, key }, 'could not delete an abandoned form file'),
      );
    }
    if (batch.forms < BATCH) break;
  }
  if (forms > 0) log.info({ forms, files, days }, 'deleted abandoned visitor order forms');
  return { forms, files };
}

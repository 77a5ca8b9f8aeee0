import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { DigitalOrderCreateResponse } from '@marginalia/contracts/digital/digital-translation.contract';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { takeUse } from '../digital-purchases/digital-purchases.public';
import * as repo from './digital-translation.repository';
import { digitalOrderView } from './digital-translation-view';
import { translationsAllowed } from './digital-translation.service';
import { TRANSLATE_JOB, TRANSLATE_JOB_OPTIONS } from './translation-job.service';

/** A failed translation tried again (its use was given back when it failed): a new use, the same file, a new job. */
export async function retryDigitalOrder(platform: Platform, application: Application, userId: number, identity: string, now: Date): Promise<DigitalOrderCreateResponse> {
  translationsAllowed(application);
  const row = await repo.findOwnedTranslation(platform.db, userId, identity);
  if (!row) throw new AppError(404, 'digital-order-not-found');
  if (row.status !== 'failed') throw new AppError(409, 'digital-order-not-failed');
  const restarted = await platform.db.transaction(async (tx) => {
    const purchase = await takeUse(tx, userId, 'translation-package', row.language, now);
    if (!purchase) throw new AppError(409, 'digital-translations-no-uses');
    const updated = await repo.restartTranslation(tx, userId, identity, purchase.id);
    if (!updated) throw new AppError(409, 'digital-order-not-failed');
    await platform.jobs.enqueue(TRANSLATE_JOB, { translationId: updated.id }, { db: tx, ...TRANSLATE_JOB_OPTIONS });
    return updated;
  });
  return { type: 'success', error: null, jsonEncodedParams: null, digitalOrders: [digitalOrderView(restarted)] };
}

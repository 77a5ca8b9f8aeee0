import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { startFormFromDocument } from '../order-form/order-form.public';
import * as repo from './digital-editing.repository';
import { editingAllowed } from './digital-editing.service';

/** manuscript_languages: 1 is English. */
const ENGLISH_LANGUAGE_ID = 1;

/**
 * GET /api/order-form/from-digital-edit/{identity}: an order form for professional editing with the edit's
 * manuscript (the researcher's original, not the automated edit) attached, opened at the services step; the
 * answer is where the browser goes. An edit still processing has nothing to order from yet.
 */
export async function orderFromDigitalEdit(platform: Platform, application: Application, user: { id: number; localization: string }, identity: string, language: string): Promise<string> {
  editingAllowed(application);
  const row = await repo.findOwnedEdit(platform.db, user.id, identity);
  if (!row || row.status === 'processing') throw new AppError(404, 'digital-edit-not-found');
  const { nextPath } = await startFormFromDocument(platform, { userId: user.id, localization: user.localization }, {
    fileName: row.fileName,
    contentType: row.contentType,
    storageKey: row.storageKey,
    wordCount: row.wordCount,
    manuscriptLanguageId: ENGLISH_LANGUAGE_ID,
    languageIsoCode: 'en',
    styleOfEnglish: row.styleOfEnglish,
  });
  return `/${language}${nextPath}`;
}

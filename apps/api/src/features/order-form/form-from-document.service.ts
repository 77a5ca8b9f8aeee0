import { randomBytes } from 'node:crypto';
import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import { extensionOf } from '../../platform/documents/content-type';
import type { Platform } from '../../platform/platform';
import { findReferralWelcomeCode } from './discounts.repository';
import { insertForm, insertFormFile } from './order-form.repository';
import { newPublicId } from './order-form.service';

/**
 * A new order form for professional editing, started from a document the researcher already has in the portal
 * (a digital edit): the manuscript copied in as its main file with its word count and language known, English
 * style as chosen there, opened at the services step. The researcher's other open forms stay as they were
 * (this one is the newest, so it is the current one). Nothing is left when a step fails: the copied file is
 * removed if the form cannot be written.
 */
export interface DocumentForForm {
  fileName: string;
  contentType: string;
  storageKey: string;
  wordCount: number;
  /** manuscript_languages id (1 = English). */
  manuscriptLanguageId: number;
  languageIsoCode: string;
  styleOfEnglish: 'american' | 'british' | null;
}

export async function startFormFromDocument(platform: Platform, owner: { userId: number; localization: string }, document: DocumentForForm, now = new Date()): Promise<{ nextPath: string }> {
  const publicId = newPublicId();
  const filePublicId = randomBytes(12).toString('base64url');
  const extension = extensionOf(document.fileName).replace(/[^a-z0-9]/g, '');
  const key = `order-forms/${publicId}/${filePublicId}${extension ? `.${extension}` : ''}`;
  const stored = await platform.storage.write(key, await platform.storage.read(document.storageKey), { contentType: document.contentType });
  try {
    await platform.db.transaction(async (tx) => {
      const welcome = await findReferralWelcomeCode(tx, owner.userId, now);
      const form = await insertForm(tx, { userId: owner.userId }, {
        publicId,
        localization: owner.localization,
        customerGoal: 'editing',
        wordCount: document.wordCount,
        calculatedWordCount: document.wordCount,
        manuscriptLanguageId: document.manuscriptLanguageId,
        detectedLanguageId: document.manuscriptLanguageId,
        styleOfEnglish: document.styleOfEnglish,
        promotionalCodeId: welcome,
        stepName: 'manuscript-services',
      });
      await insertFormFile(tx, {
        publicId: filePublicId,
        orderFormId: form.id,
        kind: 'main',
        name: document.fileName,
        contentType: document.contentType,
        size: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
        analysisStatus: 'done',
        wordCount: document.wordCount,
        languageIsoCode: document.languageIsoCode,
      });
    });
  } catch (error) {
    await platform.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
  return { nextPath: stepUrl('manuscript-services') };
}

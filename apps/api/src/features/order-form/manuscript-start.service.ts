import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StorageQuotas } from '@marginalia/contracts/app-config/settings.contract';
import type { OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import { extensionOf } from '../../platform/documents/content-type';
import { manuscriptLanguages } from '../../platform/db/schema/reference';
import type { Platform } from '../../platform/platform';
import { consumeFormQuota } from '../../platform/uploads/storage-quotas';
import { insertForm, insertFormFile, type FormOwner } from './order-form.repository';
import { newPublicId } from './order-form.service';

/** A manuscript another feature already holds, counted and language-detected, to start an order with. */
export interface ManuscriptToOrder {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Where the file is stored now; the form gets a copy of its own. */
  storageKey: string;
  wordCount: number;
  /** ISO 639-1 of the detected language. */
  languageIsoCode: string;
}

export interface ManuscriptStart {
  owner: FormOwner;
  localization: string;
  /** Counted against the owner's order forms an hour, as any new form (visitors and their address). */
  quotas: StorageQuotas;
  address: string;
  now: Date;
}

/** The step an order started from a manuscript opens at. */
export const MANUSCRIPT_START_STEP: OrderFormStepName = 'manuscript-services';

/**
 * A new editing order form with the manuscript attached as its main file, its word count and language
 * already detected, opened at the services step (it becomes the owner's current form). The file is copied
 * in storage, never shared: deleting one never takes the other. Nothing is left behind when a step fails.
 */
export async function startFormWithManuscript(platform: Platform, start: ManuscriptStart, manuscript: ManuscriptToOrder): Promise<{ formId: string }> {
  const { db, storage } = platform;
  const uploader = 'userId' in start.owner ? { userId: start.owner.userId, visitorTokenHash: null, address: start.address } : { userId: null, visitorTokenHash: start.owner.visitorTokenHash, address: start.address };
  await consumeFormQuota(db, start.quotas, uploader, start.now);
  const [language] = await db.select({ id: manuscriptLanguages.id }).from(manuscriptLanguages).where(eq(manuscriptLanguages.isoCode, manuscript.languageIsoCode)).limit(1);
  const languageId = language?.id ?? null;
  const formId = newPublicId();
  const filePublicId = randomBytes(12).toString('base64url');
  const extension = extensionOf(manuscript.fileName).replace(/[^a-z0-9]/g, '');
  const key = `order-forms/${formId}/${filePublicId}${extension ? `.${extension}` : ''}`;
  const copy = await storage.write(key, await storage.read(manuscript.storageKey), { contentType: manuscript.contentType });
  try {
    await db.transaction(async (tx) => {
      const form = await insertForm(tx, start.owner, {
        publicId: formId,
        localization: start.localization,
        customerGoal: 'editing',
        stepName: MANUSCRIPT_START_STEP,
        wordCount: manuscript.wordCount,
        calculatedWordCount: manuscript.wordCount,
        manuscriptLanguageId: languageId,
        detectedLanguageId: languageId,
        updatedAt: start.now,
      });
      await insertFormFile(tx, {
        publicId: filePublicId,
        orderFormId: form.id,
        kind: 'main',
        name: manuscript.fileName,
        contentType: manuscript.contentType,
        size: copy.size,
        storageKey: copy.key,
        sha256: copy.sha256,
        analysisStatus: 'done',
        wordCount: manuscript.wordCount,
        languageIsoCode: manuscript.languageIsoCode,
      });
    });
  } catch (error) {
    await storage.delete(copy.key).catch(() => undefined);
    throw error;
  }
  return { formId };
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { digitalTranslations } from '../../platform/db/schema/digital';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Digital translation's part of the data download and of the erasure (platform/privacy): each manuscript
 * translated (its name, language, size, outcome; the files themselves are downloaded from the translations
 * page). Erasing deletes them with the uploaded and translated files; a translation still running then finds
 * its row gone and throws its result away.
 */
export const digitalTranslationPersonalData: PersonalDataHolder = {
  name: 'digitalTranslations',

  async exportFor(db, userId) {
    const rows = await db.select().from(digitalTranslations).where(eq(digitalTranslations.userId, userId)).orderBy(asc(digitalTranslations.createdAt));
    return rows.map((row) => ({
      fileName: row.fileName,
      language: row.language,
      size: row.size,
      wordCount: row.wordCount,
      status: row.status,
      translatedSize: row.resultSize,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    }));
  },

  async erase(tx: Db, userId) {
    const deleted = await tx
      .delete(digitalTranslations)
      .where(eq(digitalTranslations.userId, userId))
      .returning({ storageKey: digitalTranslations.storageKey, resultKey: digitalTranslations.resultKey });
    return { files: deleted.flatMap((row) => (row.resultKey === null ? [row.storageKey] : [row.storageKey, row.resultKey])) };
  },
};

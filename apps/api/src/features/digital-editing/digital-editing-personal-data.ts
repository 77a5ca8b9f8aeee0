import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { digitalEditingFeedback, digitalEdits } from '../../platform/db/schema/digital-editing';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Digital editing's part of the data download and of the erasure (platform/privacy): each manuscript edited
 * (its name, style of English, size, outcome and what the editing changed; the files themselves are downloaded
 * from the digital-editing page) and the feedback sent about the service. Erasing deletes both, with the
 * uploaded and edited files; an edit still running then finds its row gone and throws its result away.
 */
export const digitalEditingPersonalData: PersonalDataHolder = {
  name: 'digitalEditing',

  async exportFor(db, userId) {
    const edits = await db.select().from(digitalEdits).where(eq(digitalEdits.userId, userId)).orderBy(asc(digitalEdits.createdAt));
    const feedback = await db.select().from(digitalEditingFeedback).where(eq(digitalEditingFeedback.userId, userId)).orderBy(asc(digitalEditingFeedback.createdAt));
    const identities = new Map(edits.map((edit) => [edit.id, edit.identity]));
    return {
      edits: edits.map((row) => ({
        identity: row.identity,
        fileName: row.fileName,
        size: row.size,
        wordCount: row.wordCount,
        styleOfEnglish: row.styleOfEnglish,
        status: row.status,
        editedSize: row.resultSize,
        changes: row.changes,
        archivedAt: row.archivedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      })),
      feedback: feedback.map((row) => ({
        rating: row.rating,
        comment: row.comment,
        edit: row.editId === null ? null : (identities.get(row.editId) ?? null),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },

  async erase(tx: Db, userId) {
    // The feedback may name one of the person's edits: it goes first.
    await tx.delete(digitalEditingFeedback).where(eq(digitalEditingFeedback.userId, userId));
    const deleted = await tx
      .delete(digitalEdits)
      .where(eq(digitalEdits.userId, userId))
      .returning({ storageKey: digitalEdits.storageKey, resultKey: digitalEdits.resultKey });
    return { files: deleted.flatMap((row) => (row.resultKey === null ? [row.storageKey] : [row.storageKey, row.resultKey])) };
  },
};

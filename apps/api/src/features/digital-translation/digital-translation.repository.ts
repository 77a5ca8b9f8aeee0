import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { digitalTranslations } from '../../platform/db/schema/all-tables';
import type { DigitalTranslationRow } from '../../platform/db/schema/digital';

/** The only queries of digital translations; a researcher's rows are always read by their owner. */

export async function insertTranslation(db: Db, values: typeof digitalTranslations.$inferInsert): Promise<DigitalTranslationRow> {
  const [row] = await db.insert(digitalTranslations).values(values).returning();
  if (!row) throw new Error('translation insert returned nothing');
  return row;
}

export async function findOwnedTranslation(db: Db, userId: number, identity: string): Promise<DigitalTranslationRow | null> {
  const [row] = await db
    .select()
    .from(digitalTranslations)
    .where(and(eq(digitalTranslations.userId, userId), eq(digitalTranslations.identity, identity), isNull(digitalTranslations.archivedAt)));
  return row ?? null;
}

export async function findTranslationById(db: Db, id: number): Promise<DigitalTranslationRow | null> {
  const [row] = await db.select().from(digitalTranslations).where(eq(digitalTranslations.id, id));
  return row ?? null;
}

export async function listTranslations(db: Db, userId: number, page: number, pageSize: number, identities: readonly string[] | null) {
  const where = and(
    eq(digitalTranslations.userId, userId),
    isNull(digitalTranslations.archivedAt),
    identities ? inArray(digitalTranslations.identity, [...identities]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(digitalTranslations).where(where).orderBy(desc(digitalTranslations.createdAt), desc(digitalTranslations.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(digitalTranslations).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function latestTranslations(db: Db, userId: number, limit: number): Promise<DigitalTranslationRow[]> {
  return db
    .select()
    .from(digitalTranslations)
    .where(and(eq(digitalTranslations.userId, userId), isNull(digitalTranslations.archivedAt)))
    .orderBy(desc(digitalTranslations.createdAt))
    .limit(limit);
}

export async function hasTranslations(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: digitalTranslations.id }).from(digitalTranslations).where(eq(digitalTranslations.userId, userId)).limit(1);
  return row !== undefined;
}

export async function archiveTranslation(db: Db, userId: number, identity: string, now: Date): Promise<DigitalTranslationRow | null> {
  const [row] = await db
    .update(digitalTranslations)
    .set({ archivedAt: now })
    .where(and(eq(digitalTranslations.userId, userId), eq(digitalTranslations.identity, identity), isNull(digitalTranslations.archivedAt)))
    .returning();
  return row ?? null;
}

/** Finishes a translation still processing (once: a job run twice or late changes nothing). */
export async function finishTranslation(db: Db, id: number, values: Partial<typeof digitalTranslations.$inferInsert>): Promise<DigitalTranslationRow | null> {
  const [row] = await db
    .update(digitalTranslations)
    .set(values)
    .where(and(eq(digitalTranslations.id, id), eq(digitalTranslations.status, 'processing')))
    .returning();
  return row ?? null;
}

/** A failed translation tried again: processing with a new use. */
export async function restartTranslation(db: Db, userId: number, identity: string, purchaseId: number): Promise<DigitalTranslationRow | null> {
  const [row] = await db
    .update(digitalTranslations)
    .set({ status: 'processing', purchaseId, failureReason: null, completedAt: null })
    .where(and(eq(digitalTranslations.userId, userId), eq(digitalTranslations.identity, identity), eq(digitalTranslations.status, 'failed'), isNull(digitalTranslations.archivedAt)))
    .returning();
  return row ?? null;
}

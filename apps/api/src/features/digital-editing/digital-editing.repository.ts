import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { digitalEditingFeedback, digitalEdits, users } from '../../platform/db/schema/all-tables';
import type { DigitalEditRow } from '../../platform/db/schema/digital-editing';

/** The only queries of digital edits and their feedback; a researcher's rows are always read by their owner. */

export async function insertEdit(db: Db, values: typeof digitalEdits.$inferInsert): Promise<DigitalEditRow | null> {
  // The partial unique index (one processing edit per researcher) makes a racing second upload insert nothing.
  const [row] = await db.insert(digitalEdits).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOwnedEdit(db: Db, userId: number, identity: string): Promise<DigitalEditRow | null> {
  const [row] = await db
    .select()
    .from(digitalEdits)
    .where(and(eq(digitalEdits.userId, userId), eq(digitalEdits.identity, identity), isNull(digitalEdits.archivedAt)));
  return row ?? null;
}

export async function findEditById(db: Db, id: number): Promise<DigitalEditRow | null> {
  const [row] = await db.select().from(digitalEdits).where(eq(digitalEdits.id, id));
  return row ?? null;
}

export async function hasProcessingEdit(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: digitalEdits.id }).from(digitalEdits).where(and(eq(digitalEdits.userId, userId), eq(digitalEdits.status, 'processing'))).limit(1);
  return row !== undefined;
}

export async function listEdits(db: Db, userId: number, page: number, pageSize: number, identities: readonly string[] | null) {
  const where = and(eq(digitalEdits.userId, userId), isNull(digitalEdits.archivedAt), identities ? inArray(digitalEdits.identity, [...identities]) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(digitalEdits).where(where).orderBy(desc(digitalEdits.createdAt), desc(digitalEdits.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(digitalEdits).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function latestEdits(db: Db, userId: number, limit: number): Promise<DigitalEditRow[]> {
  return db
    .select()
    .from(digitalEdits)
    .where(and(eq(digitalEdits.userId, userId), isNull(digitalEdits.archivedAt)))
    .orderBy(desc(digitalEdits.createdAt), desc(digitalEdits.id))
    .limit(limit);
}

export async function hasEdits(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: digitalEdits.id }).from(digitalEdits).where(and(eq(digitalEdits.userId, userId), isNull(digitalEdits.archivedAt))).limit(1);
  return row !== undefined;
}

export async function archiveEdit(db: Db, userId: number, identity: string, now: Date): Promise<DigitalEditRow | null> {
  const [row] = await db
    .update(digitalEdits)
    .set({ archivedAt: now })
    .where(and(eq(digitalEdits.userId, userId), eq(digitalEdits.identity, identity), isNull(digitalEdits.archivedAt)))
    .returning();
  return row ?? null;
}

/** Finishes an edit still processing (once: a job run twice or late changes nothing). */
export async function finishEdit(db: Db, id: number, values: Partial<typeof digitalEdits.$inferInsert>): Promise<DigitalEditRow | null> {
  const [row] = await db
    .update(digitalEdits)
    .set(values)
    .where(and(eq(digitalEdits.id, id), eq(digitalEdits.status, 'processing')))
    .returning();
  return row ?? null;
}

export async function insertFeedback(db: Db, values: typeof digitalEditingFeedback.$inferInsert): Promise<void> {
  await db.insert(digitalEditingFeedback).values(values);
}

/** Staff: every researcher's feedback, newest first, with who sent it and the edit it is about. */
export async function listFeedback(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ feedback: digitalEditingFeedback, identity: users.identity, firstName: users.firstName, lastName: users.lastName, email: users.email, editFileName: digitalEdits.fileName })
      .from(digitalEditingFeedback)
      .innerJoin(users, eq(users.id, digitalEditingFeedback.userId))
      .leftJoin(digitalEdits, eq(digitalEdits.id, digitalEditingFeedback.editId))
      .orderBy(desc(digitalEditingFeedback.createdAt), desc(digitalEditingFeedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(digitalEditingFeedback),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { assessmentPercentiles, languageAssessments, type LanguageAssessmentRow, type StoredFindings } from '../../platform/db/schema/language-assessments';

/** Who an assessment belongs to: a signed-in user, or a visitor's browser (the hash of its token). */
export type AssessmentOwner = { userId: number } | { visitorTokenHash: string };

function ownedBy(owner: AssessmentOwner) {
  return 'userId' in owner
    ? eq(languageAssessments.userId, owner.userId)
    : and(eq(languageAssessments.visitorTokenHash, owner.visitorTokenHash), isNull(languageAssessments.userId));
}

const listed = (owner: AssessmentOwner) => and(ownedBy(owner), isNull(languageAssessments.archivedAt));

export async function insertAssessment(db: Db, owner: AssessmentOwner, values: Omit<typeof languageAssessments.$inferInsert, 'userId' | 'visitorTokenHash'>): Promise<LanguageAssessmentRow> {
  const ownerValues = 'userId' in owner ? { userId: owner.userId } : { visitorTokenHash: owner.visitorTokenHash };
  const [row] = await db
    .insert(languageAssessments)
    .values({ ...values, ...ownerValues })
    .returning();
  if (!row) throw new Error('assessment insert returned nothing');
  return row;
}

/** The owner's assessment (not archived) with this identity, or null: another person's is as missing as an unknown one. */
export async function findOwnedAssessment(db: Db, owner: AssessmentOwner, identity: string): Promise<LanguageAssessmentRow | null> {
  const rows = await db
    .select()
    .from(languageAssessments)
    .where(and(eq(languageAssessments.identity, identity), listed(owner)))
    .limit(1);
  return rows[0] ?? null;
}

/** A page of the owner's assessments, newest first, and how many there are. */
export async function pageOfOwnedAssessments(db: Db, owner: AssessmentOwner, page: number, pageSize: number): Promise<{ rows: LanguageAssessmentRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(languageAssessments)
      .where(listed(owner))
      .orderBy(desc(languageAssessments.createdAt), desc(languageAssessments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(languageAssessments).where(listed(owner)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The owner's assessments among these identities (the others are left out, as unknown ones). */
export async function findOwnedAssessments(db: Db, owner: AssessmentOwner, identities: readonly string[]): Promise<LanguageAssessmentRow[]> {
  if (identities.length === 0) return [];
  return db
    .select()
    .from(languageAssessments)
    .where(and(inArray(languageAssessments.identity, [...identities]), listed(owner)))
    .orderBy(desc(languageAssessments.createdAt), desc(languageAssessments.id));
}

export async function findAssessmentById(db: Db, id: number): Promise<LanguageAssessmentRow | null> {
  const rows = await db.select().from(languageAssessments).where(eq(languageAssessments.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface CompletedValues {
  scoreTenths: number;
  errorCounts: Record<string, number>;
  findings: StoredFindings;
  wordCount: number;
  style: 'american' | 'british';
  checkMillis: number;
}

/**
 * Stores the outcome of a check in one statement, only while the assessment is still processing and not
 * archived: a job run twice (its worker died) or a user who archived meanwhile never sees a second write.
 */
export async function completeAssessment(db: Db, id: number, values: CompletedValues, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(languageAssessments)
    .set({ ...values, scoreStatus: 'completed', errorCountStatus: 'completed', reasonKey: null, reasonParams: {}, completedAt: now })
    .where(and(eq(languageAssessments.id, id), eq(languageAssessments.scoreStatus, 'processing'), isNull(languageAssessments.archivedAt)))
    .returning({ id: languageAssessments.id });
  return rows.length > 0;
}

/** Ends a processing assessment as failed or skipped, with the reason's message key and parameters. */
export async function endAssessment(
  db: Db,
  id: number,
  outcome: { status: 'failed' | 'skipped'; reasonKey: string; reasonParams?: Record<string, string | number>; wordCount?: number | null },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(languageAssessments)
    .set({
      scoreStatus: outcome.status,
      errorCountStatus: outcome.status,
      reasonKey: outcome.reasonKey,
      reasonParams: outcome.reasonParams ?? {},
      wordCount: outcome.wordCount ?? null,
      completedAt: now,
    })
    .where(and(eq(languageAssessments.id, id), eq(languageAssessments.scoreStatus, 'processing')))
    .returning({ id: languageAssessments.id });
  return rows.length > 0;
}

/**
 * Archives a signed-in user's assessment: it leaves the list, its findings are dropped and its file is to
 * be deleted (the old storage key is answered); its score stays for the percentiles. Null when not theirs.
 */
export async function archiveOwnedAssessment(db: Db, userId: number, identity: string, now = new Date()): Promise<{ name: string; storageKey: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: languageAssessments.id, name: languageAssessments.name, storageKey: languageAssessments.storageKey })
      .from(languageAssessments)
      .where(and(eq(languageAssessments.identity, identity), listed({ userId })))
      .limit(1)
      .for('update');
    if (!row) return null;
    await tx.update(languageAssessments).set({ archivedAt: now, findings: null, storageKey: null }).where(eq(languageAssessments.id, row.id));
    return { name: row.name, storageKey: row.storageKey };
  });
}

/** Hands a visitor's assessments to the user who just signed in or registered on that browser. */
export async function claimVisitorAssessments(db: Db, visitorTokenHash: string, userId: number): Promise<number> {
  const rows = await db
    .update(languageAssessments)
    .set({ userId, visitorTokenHash: null })
    .where(and(eq(languageAssessments.visitorTokenHash, visitorTokenHash), isNull(languageAssessments.userId)))
    .returning({ id: languageAssessments.id });
  return rows.length;
}

/**
 * Deletes up to `limit` visitors' assessments (never claimed) created before `before`, answering their files'
 * storage keys for the caller to remove. A visitor who never signed in cannot come back to them another way.
 */
export async function deleteUnclaimedAssessments(db: Db, before: Date, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: languageAssessments.id, storageKey: languageAssessments.storageKey })
      .from(languageAssessments)
      .where(and(isNull(languageAssessments.userId), lt(languageAssessments.createdAt, before)))
      .orderBy(asc(languageAssessments.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return [];
    await tx.delete(languageAssessments).where(inArray(languageAssessments.id, stale.map((row) => row.id)));
    return stale.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  });
}

/** The percentile table, in tenths, lowest percentile first. */
export async function readPercentileRows(db: Db): Promise<{ percentile: number; minimumScoreTenths: number }[]> {
  return db
    .select({ percentile: assessmentPercentiles.percentile, minimumScoreTenths: assessmentPercentiles.minimumScoreTenths })
    .from(assessmentPercentiles)
    .orderBy(asc(assessmentPercentiles.percentile));
}

/** The scores (tenths) of the latest `limit` completed assessments, archived ones included. */
export async function recentCompletedScores(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ score: languageAssessments.scoreTenths })
    .from(languageAssessments)
    .where(and(eq(languageAssessments.scoreStatus, 'completed'), isNotNull(languageAssessments.scoreTenths)))
    .orderBy(desc(languageAssessments.completedAt))
    .limit(limit);
  return rows.flatMap((row) => (row.score === null ? [] : [row.score]));
}

/** Replaces the whole table with the installation's own rows, in one transaction. */
export async function replacePercentileRows(db: Db, rows: readonly { percentile: number; minimumScoreTenths: number }[], sampleSize: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(assessmentPercentiles);
    await tx.insert(assessmentPercentiles).values(rows.map((row) => ({ ...row, source: 'installation' as const, sampleSize, computedAt: now })));
  });
}

/** How many assessments of the owner are still being checked (the list polls while there are any). */
export async function countProcessing(db: Db, owner: AssessmentOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(languageAssessments)
    .where(and(listed(owner), sql`${languageAssessments.scoreStatus} = 'processing'`));
  return row?.n ?? 0;
}

/** Every assessment of a user, archived ones included, oldest first (the data download). */
export async function findAllAssessmentsOf(db: Db, userId: number): Promise<LanguageAssessmentRow[]> {
  return db.select().from(languageAssessments).where(eq(languageAssessments.userId, userId)).orderBy(asc(languageAssessments.createdAt), asc(languageAssessments.id));
}

/** Deletes every assessment of a user; answers the storage keys of their files. */
export async function deleteAssessmentsOf(db: Db, userId: number): Promise<string[]> {
  const deleted = await db.delete(languageAssessments).where(eq(languageAssessments.userId, userId)).returning({ storageKey: languageAssessments.storageKey });
  return deleted.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

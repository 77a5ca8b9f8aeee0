import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { testimonials, users } from '../../platform/db/schema/all-tables';
import type { TestimonialRow } from '../../platform/db/schema/rewards';

/** The queries of testimonials; the author's own are read by their id. */

export async function insertTestimonial(tx: Db, values: typeof testimonials.$inferInsert): Promise<TestimonialRow> {
  const [row] = await tx.insert(testimonials).values(values).returning();
  if (!row) throw new Error('testimonial insert returned nothing');
  return row;
}

export async function markSubmittedTestimonial(tx: Db, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ submittedTestimonial: true, updatedAt: now }).where(eq(users.id, userId));
}

/** Approved testimonials whose authors agreed to publication, newest first. */
export async function findPublished(db: Db, limit: number): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.status, 'approved'), eq(testimonials.publishConsent, true)))
    .orderBy(desc(testimonials.moderatedAt), desc(testimonials.id))
    .limit(limit);
}

export async function findTestimonial(db: Db, publicId: string): Promise<TestimonialRow | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.publicId, publicId));
  return row ?? null;
}

const moderators = alias(users, 'moderators');

/** Staff: the queue of one status (or all), with authors and moderators. */
export async function findForModeration(db: Db, status: TestimonialRow['status'] | 'all', limit = 200, publicId?: string) {
  const query = db
    .select({ testimonial: testimonials, author: users, moderator: { firstName: moderators.firstName, lastName: moderators.lastName } })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.userId))
    .leftJoin(moderators, eq(moderators.id, testimonials.moderatedById));
  const filtered = query.where(and(status === 'all' ? undefined : eq(testimonials.status, status), publicId === undefined ? undefined : eq(testimonials.publicId, publicId)));
  return filtered.orderBy(desc(testimonials.createdAt), desc(testimonials.id)).limit(limit);
}

export async function lockTestimonial(tx: Db, publicId: string): Promise<TestimonialRow | null> {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.publicId, publicId)).for('update');
  return row ?? null;
}

export async function setStatus(tx: Db, id: number, status: TestimonialRow['status'], staffId: number, now: Date): Promise<void> {
  await tx.update(testimonials).set({ status, moderatedById: staffId, moderatedAt: now }).where(eq(testimonials.id, id));
}

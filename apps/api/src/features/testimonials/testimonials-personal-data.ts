import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { testimonials } from '../../platform/db/schema/rewards';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Testimonials' part of the data download and of the erasure (platform/privacy): what the person wrote, the
 * name and affiliation they gave, their consent and the moderation's outcome. Erasing deletes them with their
 * photos, so a published one leaves the landing page.
 */
export const testimonialsPersonalData: PersonalDataHolder = {
  name: 'testimonials',

  async exportFor(db, userId) {
    const rows = await db.select().from(testimonials).where(eq(testimonials.userId, userId)).orderBy(asc(testimonials.createdAt));
    return rows.map((row) => ({
      text: row.text,
      displayName: row.displayName,
      affiliation: row.affiliation,
      language: row.language,
      publishConsent: row.publishConsent,
      photo: row.photoKey === null ? null : { size: row.photoBytes },
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  },

  async erase(tx: Db, userId) {
    const deleted = await tx.delete(testimonials).where(eq(testimonials.userId, userId)).returning({ photoKey: testimonials.photoKey });
    return { files: deleted.flatMap((row) => (row.photoKey === null ? [] : [row.photoKey])) };
  },
};

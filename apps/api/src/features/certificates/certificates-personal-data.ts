import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { certificates } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Certificates' part of the data download and of the erasure (platform/privacy): an erased person's
 * certificates are withdrawn — their codes no longer verify — since they name the work and its authors.
 */
export const certificatesPersonalData: PersonalDataHolder = {
  name: 'certificates',

  async exportFor(db, userId) {
    const rows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedOn));
    return rows.map((row) => ({ code: row.code, title: row.title, authors: row.authors, issuedOn: row.issuedOn.toISOString() }));
  },

  async erase(tx: Db, userId) {
    await tx.delete(certificates).where(eq(certificates.userId, userId));
    return { files: [] };
  },
};

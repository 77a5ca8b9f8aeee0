import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { digitalPurchases } from '../../platform/db/schema/digital';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Digital purchases' part of the data download and of the erasure (platform/privacy): the packages and
 * subscriptions the person bought or was given, with their uses. The rows stay on erasure, as the invoices and
 * payments that bought them do (the books); only the staff's note about the person goes.
 */
export const digitalPurchasesPersonalData: PersonalDataHolder = {
  name: 'digitalPurchases',

  async exportFor(db, userId) {
    const rows = await db.select().from(digitalPurchases).where(eq(digitalPurchases.userId, userId)).orderBy(asc(digitalPurchases.createdAt));
    return rows.map((row) => ({
      label: row.label,
      kind: row.kind,
      source: row.source,
      uses: row.numberOfUses,
      usesRemaining: row.usesRemaining,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
    }));
  },

  async erase(tx: Db, userId) {
    await tx.update(digitalPurchases).set({ note: null }).where(eq(digitalPurchases.userId, userId));
    return { files: [] };
  },
};

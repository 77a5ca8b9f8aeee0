import type { Db } from '../db/client';
import { localizations } from '../db/schema/all-tables';

/**
 * The origins of the localizations' own sites (`secureSite`) other than ours. Our logout page loads their
 * `/api/auth/logout.gif`, so the content security policy must allow images from them.
 */
export async function sisterSiteOrigins(db: Db, publicUrl: string): Promise<string[]> {
  const own = new URL(publicUrl).origin;
  const rows = await db.select({ secureSite: localizations.secureSite }).from(localizations);
  const origins = new Set<string>();
  for (const { secureSite } of rows) {
    try {
      const origin = new URL(secureSite).origin;
      if (origin !== own && origin.startsWith('https://')) origins.add(origin);
    } catch {
      // A malformed site in the reference data must not stop the server; it simply gets no exception.
    }
  }
  return [...origins].sort();
}

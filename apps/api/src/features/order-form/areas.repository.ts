import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { areasOfStudy } from '../../platform/db/schema/reference';

const parents = alias(areasOfStudy, 'parent');

/** An area a researcher may pick: one with a parent that itself has a parent (three levels). */
export async function findSelectableArea(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: areasOfStudy.id })
    .from(areasOfStudy)
    .innerJoin(parents, eq(parents.id, areasOfStudy.parentId))
    .where(and(eq(areasOfStudy.id, id), isNotNull(parents.parentId)))
    .limit(1);
  return rows.length > 0;
}

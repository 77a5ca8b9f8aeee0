import { z } from 'zod';

/**
 * The area-of-study tree of the details step (id, name, parent, grandparent: three levels; selectable
 * ones have both), required when the order has translation or scientific
 * editing (area-of-study-error). Public and cacheable: it changes only with a release.
 */
/** The fixed 'Undetermined' entry, under 'Other / Undetermined'. */
export const UNDETERMINED_AREA_OF_STUDY_ID = 494;
export const UNDETERMINED_AREA_OF_STUDY_PARENT_ID = 493;

export const areaOfStudySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a broad field (level 1). */
  parentId: z.number().int().nullable(),
  /** Set only on a specialty (level 3): the only selectable level. */
  grandparentId: z.number().int().nullable(),
});
export type AreaOfStudy = z.infer<typeof areaOfStudySchema>;

/** In display order: each field, then its disciplines, each followed by its specialties. */
export const areasOfStudyResponseSchema = z.object({ areas: z.array(areaOfStudySchema) });
export type AreasOfStudyResponse = z.infer<typeof areasOfStudyResponseSchema>;

/** An area can be chosen only when it has a parent and a grandparent. */
export function isSelectableAreaOfStudy(area: Pick<AreaOfStudy, 'parentId' | 'grandparentId'>): boolean {
  return area.parentId !== null && area.grandparentId !== null;
}

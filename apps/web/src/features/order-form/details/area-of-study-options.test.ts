import { describe, expect, it } from 'vitest';
import {
  isSelectableAreaOfStudy,
  UNDETERMINED_AREA_OF_STUDY_ID as UNDETERMINED_AREA_ID,
  UNDETERMINED_AREA_OF_STUDY_PARENT_ID as UNDETERMINED_PARENT_AREA_ID,
  type AreaOfStudy,
} from '@marginalia/contracts/reference/areas-of-study.contract';
import { areaOptions, chooseArea, effectiveSelection, grandparentOptions, parentOptions, selectionForArea } from './area-of-study-options';

const AREAS: AreaOfStudy[] = [
  { id: 1, name: 'Life Sciences', parentId: null, grandparentId: null },
  { id: 101, name: 'Biochemistry', parentId: 1, grandparentId: null },
  { id: 10101, name: 'Proteomics', parentId: 101, grandparentId: 1 },
  { id: 10102, name: 'Metabolomics', parentId: 101, grandparentId: 1 },
  { id: 102, name: 'Ecology', parentId: 1, grandparentId: null },
  { id: 10201, name: 'Marine Ecology', parentId: 102, grandparentId: 1 },
  { id: 2, name: 'Engineering', parentId: null, grandparentId: null },
  { id: 490, name: 'Other', parentId: null, grandparentId: null },
  { id: UNDETERMINED_PARENT_AREA_ID, name: 'Other / Undetermined', parentId: 490, grandparentId: null },
  { id: UNDETERMINED_AREA_ID, name: 'Undetermined', parentId: UNDETERMINED_PARENT_AREA_ID, grandparentId: 490 },
];

describe('area of study selects', () => {
  it('offers the broad fields first, then the disciplines of the chosen field, then its selectable areas', () => {
    expect(grandparentOptions(AREAS).map((o) => o.value)).toEqual([1, 2, 490]);
    expect(parentOptions(AREAS, 1).map((o) => o.label)).toEqual(['Biochemistry', 'Ecology']);
    expect(areaOptions(AREAS, 101).map((o) => o.label)).toEqual(['Proteomics', 'Metabolomics']);
  });

  it('shows nothing below a level that is not chosen yet', () => {
    expect(parentOptions(AREAS, null)).toEqual([]);
    expect(areaOptions(AREAS, null)).toEqual([]);
    expect(parentOptions(AREAS, 2)).toEqual([]);
  });

  it("makes only areas with a parent and a grandparent selectable, 'Undetermined' among them", () => {
    expect(isSelectableAreaOfStudy(AREAS[2] as AreaOfStudy)).toBe(true);
    expect(isSelectableAreaOfStudy(AREAS[1] as AreaOfStudy)).toBe(false);
    expect(areaOptions(AREAS, UNDETERMINED_PARENT_AREA_ID)).toEqual([{ value: UNDETERMINED_AREA_ID, label: 'Undetermined' }]);
  });

  it('opens a saved area with its field and discipline chosen', () => {
    expect(selectionForArea(AREAS, 10201)).toEqual({ grandparentId: 1, parentId: 102 });
    expect(selectionForArea(AREAS, 101)).toEqual({ grandparentId: null, parentId: null });
    expect(selectionForArea(AREAS, 999)).toEqual({ grandparentId: null, parentId: null });
    expect(selectionForArea(AREAS, null)).toEqual({ grandparentId: null, parentId: null });
  });

  it('clears the lower levels when a higher one changes', () => {
    const chosen = { grandparentId: 1, parentId: 101, areaId: 10101 };
    expect(chooseArea(chosen, 'grandparent', 2)).toEqual({ grandparentId: 2, parentId: null, areaId: null });
    expect(chooseArea(chosen, 'parent', 102)).toEqual({ grandparentId: 1, parentId: 102, areaId: null });
    expect(chooseArea(chosen, 'area', 10102)).toEqual({ grandparentId: 1, parentId: 101, areaId: 10102 });
    expect(chooseArea(chosen, 'grandparent', 1)).toBe(chosen);
    expect(chooseArea(chosen, 'parent', 101)).toBe(chosen);
  });

  it("prefers the researcher's picks over the saved area's branch", () => {
    expect(effectiveSelection(AREAS, 10201, null)).toEqual({ grandparentId: 1, parentId: 102 });
    expect(effectiveSelection(AREAS, 10201, { grandparentId: 2, parentId: null })).toEqual({ grandparentId: 2, parentId: null });
  });
});

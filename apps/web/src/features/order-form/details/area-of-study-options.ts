import { isSelectableAreaOfStudy, type AreaOfStudy } from '@marginalia/contracts/reference/areas-of-study.contract';

/**
 * The three linked area-of-study selects of the details step (three levels;
 * only areas with both a parent and a grandparent can be chosen). The list arrives flat from
 * GET /api/reference/areas-of-study; these functions turn it into the options of each select.
 */
export interface AreaOption {
  value: number;
  label: string;
}

/** What the first two selects show; the third is the form's areaOfStudyId. */
export interface AreaSelection {
  grandparentId: number | null;
  parentId: number | null;
}

const option = (area: AreaOfStudy): AreaOption => ({ value: area.id, label: area.name });

/** First select: the broad fields (no parent). */
export function grandparentOptions(areas: readonly AreaOfStudy[]): AreaOption[] {
  return areas.filter((area) => area.parentId === null && area.grandparentId === null).map(option);
}

/** Second select: the disciplines of the chosen field; empty until a field is chosen. */
export function parentOptions(areas: readonly AreaOfStudy[], grandparentId: number | null): AreaOption[] {
  if (grandparentId === null) return [];
  return areas.filter((area) => area.parentId === grandparentId && area.grandparentId === null).map(option);
}

/** Third select: the selectable areas of the chosen discipline; empty until a discipline is chosen. */
export function areaOptions(areas: readonly AreaOfStudy[], parentId: number | null): AreaOption[] {
  if (parentId === null) return [];
  return areas.filter((area) => area.parentId === parentId && isSelectableAreaOfStudy(area)).map(option);
}

/**
 * The first two selects for a saved area (a form continued later opens with its three levels filled);
 * an unknown or non-selectable id leaves them empty.
 */
export function selectionForArea(areas: readonly AreaOfStudy[], areaId: number | null): AreaSelection {
  const area = areaId === null ? undefined : areas.find((candidate) => candidate.id === areaId);
  if (!area || !isSelectableAreaOfStudy(area)) return { grandparentId: null, parentId: null };
  return { grandparentId: area.grandparentId, parentId: area.parentId };
}

export type AreaLevel = 'grandparent' | 'parent' | 'area';

export interface AreaState extends AreaSelection {
  areaId: number | null;
}

/** Choosing a level clears the levels below it, so the chosen area always belongs to the shown branch. */
export function chooseArea(state: AreaState, level: AreaLevel, id: number | null): AreaState {
  if (level === 'grandparent') {
    if (id === state.grandparentId) return state;
    return { grandparentId: id, parentId: null, areaId: null };
  }
  if (level === 'parent') {
    if (id === state.parentId) return state;
    return { ...state, parentId: id, areaId: null };
  }
  return { ...state, areaId: id };
}

/**
 * The selects to show: what the researcher picked, or, before they touch them, the branch of the saved
 * area (which can only be worked out once the list has loaded).
 */
export function effectiveSelection(areas: readonly AreaOfStudy[], areaId: number | null, picked: AreaSelection | null): AreaSelection {
  return picked ?? selectionForArea(areas, areaId);
}

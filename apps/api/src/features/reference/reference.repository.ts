import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { areasOfStudy, countries, manuscriptLanguages, states } from '../../platform/db/schema/all-tables';
import type { AreaOfStudy } from '@marginalia/contracts/reference/areas-of-study.contract';
import type { ManuscriptLanguage } from '@marginalia/contracts/reference/manuscript-languages.contract';

export interface CountryRow {
  id: number;
  name: string;
  iso2: string;
  states: { code: string; name: string }[];
}

/** Every country with its states, sorted by English name (in JS: the database collation may not know 'Å'). */
export async function findCountriesWithStates(db: Db): Promise<CountryRow[]> {
  const [countryRows, stateRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name, iso2: countries.iso2 }).from(countries),
    db.select({ countryId: states.countryId, code: states.code, name: states.name }).from(states).orderBy(asc(states.id)),
  ]);
  const statesByCountry = new Map<number, { code: string; name: string }[]>();
  for (const state of stateRows) {
    const list = statesByCountry.get(state.countryId) ?? [];
    list.push({ code: state.code, name: state.name });
    statesByCountry.set(state.countryId, list);
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return countryRows
    .map((country) => ({ ...country, states: (statesByCountry.get(country.id) ?? []).sort(byName) }))
    .sort(byName);
}

/**
 * The area-of-study tree flattened in display order (each area followed by its children, siblings by
 * sort order), each with its parent and grandparent ids.
 */
export async function findAreasOfStudy(db: Db): Promise<AreaOfStudy[]> {
  const rows = await db
    .select({ id: areasOfStudy.id, name: areasOfStudy.name, parentId: areasOfStudy.parentId, sortOrder: areasOfStudy.sortOrder })
    .from(areasOfStudy)
    .orderBy(asc(areasOfStudy.sortOrder), asc(areasOfStudy.id));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const result: AreaOfStudy[] = [];
  const visit = (parentId: number | null, depth: number): void => {
    // Three levels in the data; the depth guard only stops a mistaken cycle.
    if (depth > 3) return;
    for (const row of children.get(parentId) ?? []) {
      result.push({ id: row.id, name: row.name, parentId: row.parentId, grandparentId: row.parentId === null ? null : (parentOf.get(row.parentId) ?? null) });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 1);
  return result;
}

export async function findManuscriptLanguages(db: Db): Promise<ManuscriptLanguage[]> {
  return db
    .select({ id: manuscriptLanguages.id, name: manuscriptLanguages.name, isoCode: manuscriptLanguages.isoCode })
    .from(manuscriptLanguages)
    .orderBy(asc(manuscriptLanguages.sortOrder), asc(manuscriptLanguages.id));
}

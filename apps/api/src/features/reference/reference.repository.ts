import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { countries, states } from '../../platform/db/schema/all-tables';

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

import { asc } from 'drizzle-orm';
import { countryRequiresPostalCode, type AddressCountry } from '@marginalia/contracts/address/address.contract';
import type { Db } from '../db/client';
import { countries, states } from '../db/schema/all-tables';

/**
 * Every country with its states (sorted by English name, in JS: the database collation may not know 'Å')
 * and its postal-code rule, as the address rules of the account and of every payment form need them.
 */
async function findAddressCountries(db: Db): Promise<AddressCountry[]> {
  const [countryRows, stateRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name, iso2: countries.iso2 }).from(countries),
    db.select({ countryId: states.countryId, code: states.code, name: states.name }).from(states).orderBy(asc(states.id)),
  ]);
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  const byCountry = new Map<number, { code: string; name: string }[]>();
  for (const state of stateRows) {
    const list = byCountry.get(state.countryId) ?? [];
    list.push({ code: state.code, name: state.name });
    byCountry.set(state.countryId, list);
  }
  return countryRows
    .map((country) => ({ ...country, states: (byCountry.get(country.id) ?? []).sort(byName), postalCodeRequired: countryRequiresPostalCode(country.iso2) }))
    .sort(byName);
}

/** Reference rows change only when a release re-seeds them at start-up: read them once per database. */
const cache = new WeakMap<Db, Promise<AddressCountry[]>>();

export function addressCountries(db: Db): Promise<AddressCountry[]> {
  let cached = cache.get(db);
  if (!cached) {
    cached = findAddressCountries(db);
    // A failed read is not kept: the next request tries again.
    cached.catch(() => cache.delete(db));
    cache.set(db, cached);
  }
  return cached;
}

import type { states } from '../../schema/reference';
import { BRAZIL_COUNTRY_ID, CANADA_COUNTRY_ID, CHINA_COUNTRY_ID, UNITED_STATES_COUNTRY_ID } from './countries';
import { US_STATES } from './us-states';
import { BR_STATES } from './br-states';
import { CN_PROVINCES } from './cn-provinces';
import { CA_PROVINCES } from './ca-provinces';

/**
 * State ids are `countryId × 100 + position` (1-based), so São Paulo is 3225 and California 23705:
 * stable as long as the lists above are only appended to.
 */
function rowsFor(countryId: number, list: [string, string][]): (typeof states.$inferInsert)[] {
  return list.map(([code, name], index) => ({ id: countryId * 100 + index + 1, countryId, code, name }));
}

export const STATE_ROWS: (typeof states.$inferInsert)[] = [
  ...rowsFor(UNITED_STATES_COUNTRY_ID, US_STATES),
  ...rowsFor(BRAZIL_COUNTRY_ID, BR_STATES),
  ...rowsFor(CHINA_COUNTRY_ID, CN_PROVINCES),
  ...rowsFor(CANADA_COUNTRY_ID, CA_PROVINCES),
];

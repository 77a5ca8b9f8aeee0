import type { Database } from '../platform/db/client';

/**
 * Test support of the authorization gate: a fingerprint of every table of the public schema, to show that a
 * request by someone other than the owner changed nothing. Each table's rows are hashed by the database
 * itself (md5 of the rows' text in a fixed order), all in one query.
 */

/**
 * Tables any request may change whoever sends it, left out of the fingerprint, each with its reason. None is
 * needed today: a session is touched (last seen, expiry) at most every five minutes and the gate's sessions
 * are fresh; rate limits count sign-ins, certificate lookups and stored upload bytes, none of which a refused
 * request adds. A table added here must say why a stranger's request may change it.
 */
export const TABLES_ANY_REQUEST_CHANGES: Readonly<Record<string, string>> = {};

export type Fingerprint = Record<string, string>;

export async function publicTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return rows.map((row) => row.table_name);
}

export async function fingerprint(database: Database, tables: readonly string[]): Promise<Fingerprint> {
  const watched = tables.filter((table) => !(table in TABLES_ANY_REQUEST_CHANGES));
  const parts = watched.map(
    (table) => `select '${table}' as name, (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t) as hash`,
  );
  const rows = await database.query<{ name: string; hash: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * The `set` and `setWhere` of an `ON CONFLICT … DO UPDATE` that copies every non-key column from
 * the proposed row (`excluded`) — and only when one of them differs, so an unchanged seed rewrites
 * nothing (no dead tuples, no lock churn at each start).
 */
export function updateFromExcluded<T extends PgTable>(table: T, keyColumns: PgColumn[]): { set: PgUpdateSetSource<T>; setWhere: SQL } {
  const keyNames = new Set(keyColumns.map((column) => column.name));
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([, column]) => !keyNames.has(column.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of columns) set[property] = sql.raw(`excluded.${quote(column.name)}`);
  const current = sql.join(columns.map(([, column]) => sql`${table}.${sql.identifier(column.name)}`), sql`, `);
  const proposed = sql.raw(columns.map(([, column]) => `excluded.${quote(column.name)}`).join(', '));
  return { set: set as PgUpdateSetSource<T>, setWhere: sql`(${current}) is distinct from (${proposed})` };
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

import { asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { journals } from '../../platform/db/schema/all-tables';
import type { Journal } from '@marginalia/contracts/journals/journals.contract';

const columns = {
  id: journals.id,
  title: journals.title,
  issn: journals.issn,
  eissn: journals.eissn,
  publisher: journals.publisher,
  url: journals.url,
};

/** `%` and `_` are LIKE wildcards; a normalized title has none, but a caller's string might. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Journals whose normalized title contains `normalizedQuery`: titles starting with it first, then titles
 * with a word starting with it ("lancet" → "The Lancet …"), then the rest; shorter titles first within
 * each group, so "Cell" comes before "Cell Reports".
 */
export async function findJournalsByTitle(db: Db, normalizedQuery: string, limit: number): Promise<Journal[]> {
  const escaped = escapeLike(normalizedQuery);
  const title = journals.titleNormalized;
  return db
    .select(columns)
    .from(journals)
    .where(like(title, `%${escaped}%`))
    .orderBy(
      sql`case when ${title} like ${`${escaped}%`} then 0 when ${title} like ${`% ${escaped}%`} then 1 else 2 end`,
      sql`length(${title})`,
      asc(journals.title),
      asc(journals.id),
    )
    .limit(limit);
}

/** Journals with this print or electronic ISSN (canonical `1234-567X` form). */
export async function findJournalsByIssn(db: Db, issn: string, limit: number): Promise<Journal[]> {
  return db
    .select(columns)
    .from(journals)
    .where(or(eq(journals.issn, issn), eq(journals.eissn, issn)))
    .orderBy(asc(journals.id))
    .limit(limit);
}

/** The stored journals having any of these ISSNs (to recognise an outside directory's hits). */
export async function findJournalsByAnyIssn(db: Db, issns: string[]): Promise<Journal[]> {
  if (issns.length === 0) return [];
  return db
    .select(columns)
    .from(journals)
    .where(or(inArray(journals.issn, issns), inArray(journals.eissn, issns)))
    .orderBy(asc(journals.id));
}

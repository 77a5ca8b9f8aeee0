import { z } from 'zod';
import { JOURNAL_SEARCH_PATH } from './journals.paths';

/**
 * The journal type-ahead of the details step and of the bundle questions' journal picker: the search
 * starts after 3 characters, shows up to 10 hits and allows new entries. Public: a
 * visitor answers the bundle questions before signing in. A hit from an outside directory (Crossref)
 * that we do not store has `id: null`; a name the researcher types that matches nothing is still
 * accepted by the order form (it sends `{ id: null, name }`).
 */
export const JOURNAL_SEARCH_MIN_CHARS = 3;
export const JOURNAL_SEARCH_MAX_CHARS = 200;
export const JOURNAL_SEARCH_DEFAULT_LIMIT = 10;
export const JOURNAL_SEARCH_MAX_LIMIT = 20;

export const journalSearchQuerySchema = z.object({
  /** A title (or part of one, any case, accents optional) or an ISSN such as `0028-0836`. */
  query: z.string().trim().min(JOURNAL_SEARCH_MIN_CHARS, 'journal-search-too-short').max(JOURNAL_SEARCH_MAX_CHARS, 'field-too-long'),
  limit: z.coerce.number().int().min(1).max(JOURNAL_SEARCH_MAX_LIMIT).default(JOURNAL_SEARCH_DEFAULT_LIMIT),
  /** The language of an error message (as on every public call); the answer itself is not translated. */
  language: z.string().max(10).optional(),
});
export type JournalSearchQuery = z.infer<typeof journalSearchQuerySchema>;

export const journalSchema = z.object({
  /** Our journal's id (the order form stores it); null for a hit of an outside directory. */
  id: z.number().int().nullable(),
  title: z.string(),
  /** Print ISSN, `1234-567X`. */
  issn: z.string().nullable(),
  /** Electronic ISSN. */
  eissn: z.string().nullable(),
  publisher: z.string().nullable(),
  /** The journal's home page, used to fill in the journal website field. */
  url: z.string().nullable(),
});
export type Journal = z.infer<typeof journalSchema>;

/** Best match first. */
export const journalSearchResponseSchema = z.object({ journals: z.array(journalSchema) });
export type JournalSearchResponse = z.infer<typeof journalSearchResponseSchema>;

/** The URL the web's type-ahead fetches. */
export function journalSearchUrl(query: string, limit: number = JOURNAL_SEARCH_DEFAULT_LIMIT): string {
  return `${JOURNAL_SEARCH_PATH}?${new URLSearchParams({ query: query.trim(), limit: String(limit) }).toString()}`;
}

/** Whether the type-ahead should ask yet (3 characters after trimming). */
export function isJournalQuerySearchable(query: string): boolean {
  return query.trim().length >= JOURNAL_SEARCH_MIN_CHARS;
}

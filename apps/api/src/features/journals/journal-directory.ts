import type { Journal } from '@marginalia/contracts/journals/journals.contract';

/**
 * Where the journal type-ahead looks (a scholarly-metadata service may be queried with the typed journal
 * title and return the first matches ranked by match). The stored directory is
 * the default; an outside service is chosen by configuration (JOURNAL_DIRECTORY).
 */
export interface JournalDirectory {
  /**
   * Journals matching `query` (a title or part of one, or an ISSN), best match first, at most `limit`.
   * `query` is already trimmed and at least JOURNAL_SEARCH_MIN_CHARS long. `signal` lets a caller stop
   * waiting (the request went away); an outside directory also applies its own time limit.
   */
  search(query: string, limit: number, signal?: AbortSignal): Promise<Journal[]>;
}

/** The part of `fetch` the outside directories use, so tests can hand in a recorded answer. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

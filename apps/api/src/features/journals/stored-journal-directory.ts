import type { Db } from '../../platform/db/client';
import type { Journal } from '@marginalia/contracts/journals/journals.contract';
import { normalizeIssn, normalizeJournalTitle } from '@marginalia/contracts/journals/journal-identifiers';
import type { JournalDirectory } from './journal-directory';
import { findJournalsByAnyIssn, findJournalsByIssn, findJournalsByTitle } from './journals.repository';

export interface StoredJournalDirectory extends JournalDirectory {
  /** Our journals having any of these ISSNs, so an outside hit we also store gets our id and home page. */
  findByIssns(issns: string[]): Promise<Journal[]>;
}

/**
 * Searches the journals table: case-, accent- and punctuation-insensitive "contains" on the normalized
 * title (the same normalization the seed stores), or an exact ISSN match when the query is shaped like
 * one (`0028-0836`, `00280836`, `1474-547x`).
 */
export function createStoredJournalDirectory(db: Db): StoredJournalDirectory {
  return {
    async search(query, limit) {
      const issn = normalizeIssn(query);
      if (issn) return findJournalsByIssn(db, issn, limit);
      const normalized = normalizeJournalTitle(query);
      // Only punctuation was typed ("???"): nothing to match on.
      if (normalized === '') return [];
      return findJournalsByTitle(db, normalized, limit);
    },
    findByIssns: (issns) => findJournalsByAnyIssn(db, issns),
  };
}

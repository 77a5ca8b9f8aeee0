import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import type { JournalSearchQuery, JournalSearchResponse } from '@marginalia/contracts/journals/journals.contract';
import { createCrossrefJournalDirectory } from './crossref-journal-directory';
import type { FetchLike, JournalDirectory } from './journal-directory';
import { createStoredJournalDirectory } from './stored-journal-directory';

export interface JournalDirectoryDependencies {
  fetch?: FetchLike;
  /** Where an outside directory's failures are reported (it then answers from the stored one). */
  log?: (detail: { error: string; query: string }) => void;
}

/** The directory the configuration names: `stored` (default) or `crossref` (falling back to stored). */
export function createJournalDirectory(
  config: Pick<AppConfig, 'journalDirectory'>,
  db: Db,
  dependencies: JournalDirectoryDependencies = {},
): JournalDirectory {
  const stored = createStoredJournalDirectory(db);
  if (config.journalDirectory.kind === 'stored') return stored;
  return createCrossrefJournalDirectory({
    stored,
    mailto: config.journalDirectory.crossrefMailto,
    fetch: dependencies.fetch,
    log: dependencies.log,
  });
}

/** The type-ahead: the query is validated (trimmed, 3 to 200 characters) by the contract. */
export async function searchJournals(
  directory: JournalDirectory,
  input: Pick<JournalSearchQuery, 'query' | 'limit'>,
  signal?: AbortSignal,
): Promise<JournalSearchResponse> {
  return { journals: await directory.search(input.query, input.limit, signal) };
}

import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { isJournalQuerySearchable, journalSearchUrl, type Journal, type JournalSearchResponse } from '@marginalia/contracts/journals/journals.contract';
import { api } from '../../lib/api-client';

/** Type-ahead requests wait for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The journal type-ahead (GET /api/journals/search, public): the directory's hits for what is typed,
 * once it has 3 characters, after a pause in typing; none below that.
 */
export function useJournalSearch(text: string): { journals: Journal[]; isFetching: boolean } {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = isJournalQuerySearchable(debounced);
  const search = useQuery({
    queryKey: ['journals', 'search', debounced],
    queryFn: ({ signal }) => api.get<JournalSearchResponse>(journalSearchUrl(debounced), { signal }),
    enabled: searchable,
    staleTime: 5 * 60 * 1000,
    // A failed look-up leaves the field free text (new entries are allowed): nothing to report.
    meta: { handledErrors: true },
  });
  return { journals: searchable ? (search.data?.journals ?? []) : [], isFetching: search.isFetching };
}

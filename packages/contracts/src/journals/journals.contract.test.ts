import { describe, expect, it } from 'vitest';
import { isJournalQuerySearchable, journalSearchQuerySchema, journalSearchUrl } from './journals.contract';
import { JOURNAL_SEARCH_PATH } from './journals.paths';

describe('journal search query', () => {
  it('trims the query and asks for at least 3 characters', () => {
    expect(journalSearchQuerySchema.parse({ query: '  nat  ' })).toEqual({ query: 'nat', limit: 10 });
    const short = journalSearchQuerySchema.safeParse({ query: ' na ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ path: ['query'], message: 'journal-search-too-short', minimum: 3 });
  });

  it('takes the limit from a query string, 1 to 20', () => {
    expect(journalSearchQuerySchema.parse({ query: 'cell', limit: '5' }).limit).toBe(5);
    expect(journalSearchQuerySchema.safeParse({ query: 'cell', limit: '21' }).success).toBe(false);
    expect(journalSearchQuerySchema.safeParse({ query: 'cell', limit: '0' }).success).toBe(false);
  });

  it('refuses a query longer than 200 characters', () => {
    expect(journalSearchQuerySchema.safeParse({ query: 'a'.repeat(201) }).error?.issues[0]?.message).toBe('field-too-long');
  });

  it('builds the type-ahead URL and says when to start asking', () => {
    expect(journalSearchUrl(' plos one ')).toBe(`${JOURNAL_SEARCH_PATH}?query=plos+one&limit=10`);
    expect(isJournalQuerySearchable(' ab ')).toBe(false);
    expect(isJournalQuerySearchable('abc')).toBe(true);
  });
});

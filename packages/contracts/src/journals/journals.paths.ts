/** GET ?query= (or an ISSN): the journal type-ahead (journals.contract.ts; public). Zod-free for cheap imports. */
export const JOURNAL_SEARCH_PATH = '/api/journals/search';

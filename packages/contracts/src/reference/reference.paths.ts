/** Reference data for forms (public, cached an hour). Zod-free for cheap imports. */
export const COUNTRIES_PATH = '/api/reference/countries';
export const AREAS_OF_STUDY_PATH = '/api/reference/areas-of-study';
export const MANUSCRIPT_LANGUAGES_PATH = '/api/reference/manuscript-languages';

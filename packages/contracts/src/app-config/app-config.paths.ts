/** The application load (app-config.contract.ts); zod-free so the web entry imports it without the schema library. */
export const LOAD_PATH = '/api/researcher/load';
/**
 * GET ?language=: sets the site language cookie only, for visitors and users alike. A GET, so it never changes
 * an account: a link from another site could call it.
 */
export const UPDATE_LANGUAGE_PATH = '/api/researcher/update-language';
/** PUT { language }: the signed-in user's site language, and the cookie (CSRF-checked like every PUT). */
export const ACCOUNT_LANGUAGE_PATH = '/api/researcher/language';

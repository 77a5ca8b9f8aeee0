/** The application load (app-config.contract.ts); zod-free so the web entry imports it without the schema library. */
export const LOAD_PATH = '/api/researcher/load';
/** GET ?language=: sets the site language cookie (and the signed-in user's language). */
export const UPDATE_LANGUAGE_PATH = '/api/researcher/update-language';

// Constants of the application load, kept free of zod so the web entry can import them without the schema library.

/** Application data is cached for 10 minutes. */
export const APPLICATION_CACHE_MS = 10 * 60 * 1000;
/** The application load and the language load are retried up to 10 times before the error screen. */
export const LOAD_RETRY_LIMIT = 10;

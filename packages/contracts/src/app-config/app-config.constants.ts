// Constants of the application load, kept free of zod so the web entry can import them without the schema library.

/** Spec 1 §9: application data is cached for 10 minutes. */
export const APPLICATION_CACHE_MS = 10 * 60 * 1000;
/** Spec 1 §4: the application load and the language load are retried up to 10 times before the error screen. */
export const LOAD_RETRY_LIMIT = 10;

// Zod-free, so the web app's first-visit bundle can use them without pulling in the schemas.

/** The header that carries the CSRF token (a copy of the `mg_csrf` cookie) on every state-changing call. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'mg_csrf';

/** WeChat polling: every 2 s, up to 30 times. */
export const WECHAT_POLL_INTERVAL_MS = 2000;
export const WECHAT_POLL_LIMIT = 30;

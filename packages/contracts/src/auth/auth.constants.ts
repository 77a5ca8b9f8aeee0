// Zod-free, so the web app's first-visit bundle can use them without pulling in the schemas.

/** Spec 1 §7 "Authentication calls". Paths are the spec's; `/api/auth/logout` backs the `/logout` page. */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  logoutImage: '/api/auth/logout.gif',
  register: '/api/auth/register',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  wechatLogin: '/api/auth/wechat-login',
  /** Browser navigation (not fetch): starts a sign-in at an OpenID Connect provider. */
  providerStart: '/api/auth/opa',
} as const;

/** The header that carries the CSRF token (a copy of the `mg_csrf` cookie) on every state-changing call. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'mg_csrf';

/** WeChat polling (spec 1 §4, §9): every 2 s, up to 30 times. */
export const WECHAT_POLL_INTERVAL_MS = 2000;
export const WECHAT_POLL_LIMIT = 30;

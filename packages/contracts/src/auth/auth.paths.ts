import { apiPath } from '../http/api-path';

/**
 * Sign-in paths. `/api/auth/logout` backs the `/logout` page; the provider and WeChat sandbox paths are
 * browser navigations (not fetches). Zod-free, so the first-visit bundle can use them without the schemas.
 */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  /** Loaded as an image by the sister sites, so one logout ends the sessions of every localization. */
  logoutImage: '/api/auth/logout.gif',
  register: '/api/auth/register',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  /** POST starts a WeChat sign-in; the browser cookie tying it to this browser is scoped to this path. */
  wechatLogin: '/api/auth/wechat-login',
  /** GET: the state of a WeChat sign-in, polled by the browser that started it. */
  wechatLoginStatus: apiPath('/api/auth/wechat-login/:loginCode'),
  /** Starts a sign-in at an OpenID Connect provider (?redirect&origin). */
  providerStart: apiPath('/api/auth/opa/:providerId'),
  /** The provider's redirect back; every site's address must be registered at the provider. */
  providerCallback: apiPath('/api/auth/opa/:providerId/callback'),
} as const;

/** The WeChat sandbox's pages (WECHAT_MODE=sandbox): the QR image, the phone page it opens, and its two form posts. */
export const wechatSandboxPaths = {
  page: apiPath('/api/auth/wechat-sandbox/:ticket'),
  qrCode: apiPath('/api/auth/wechat-sandbox/:ticket/qr.svg'),
  approve: apiPath('/api/auth/wechat-sandbox/:ticket/approve'),
  refuse: apiPath('/api/auth/wechat-sandbox/:ticket/refuse'),
};

/** WECHAT_MODE=official: the server URL entered in the Official Account's settings (verification and scan events). */
export const WECHAT_EVENTS_PATH = '/api/auth/wechat/events';

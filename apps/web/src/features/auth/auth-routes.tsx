import type { RouteObject } from 'react-router';

/** login/* (spec 1 §2 "Authentication screens"). Owned by the auth feature. */
export const loginRoute: RouteObject = {
  path: 'login/*',
  lazy: () => import('./login-page').then((m) => ({ Component: m.LoginPage })),
};

/** register/*: the registration form and confirm/{data}. */
export const registerRoute: RouteObject = {
  path: 'register/*',
  lazy: () => import('./register-page').then((m) => ({ Component: m.RegisterPage })),
};

/** /logout, outside the language prefix. */
export const logoutRoute: RouteObject = {
  path: 'logout',
  lazy: () => import('./logout-page').then((m) => ({ Component: m.LogoutPage })),
};

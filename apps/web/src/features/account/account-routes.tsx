import type { RouteObject } from 'react-router';

/**
 * account/* ('Modify account information'), protected by RequireUser in the router.
 * This file is in the entry bundle: the pages, their sub-routes and the strings' loader all come with the
 * lazy module (account-area.tsx).
 */
export const accountRoute: RouteObject = {
  path: 'account/*',
  lazy: () => import('./account-area').then((m) => ({ Component: m.AccountArea, loader: m.accountStrings })),
};

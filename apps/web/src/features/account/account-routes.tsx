import type { RouteObject } from 'react-router';

/** account/* ('Modify account information') and account/addresses/{id?}. Protected. */
export const accountRoute: RouteObject = {
  path: 'account/*',
  lazy: () => import('./account-page').then((m) => ({ Component: m.AccountPage })),
};

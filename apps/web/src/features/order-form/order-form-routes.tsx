import type { RouteObject } from 'react-router';

/**
 * researcher/submit/*. Open to visitors: the steps that need a signed-in user send visitors
 * to the login page themselves. This file is in the entry bundle; the area, its steps and strings are lazy.
 */
export const orderFormRoute: RouteObject = {
  path: 'researcher/submit/*',
  lazy: () => import('./order-form-area').then((m) => ({ Component: m.OrderFormArea, loader: m.orderFormStrings })),
};

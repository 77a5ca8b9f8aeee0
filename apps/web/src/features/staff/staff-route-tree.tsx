import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { namespacesLoader } from '../../lib/i18n';
import { useLocalePath } from '../../lib/application-context';

/** The page's translation namespaces, fetched in parallel with its code. */
const namespaces = namespacesLoader;

function ToOrders() {
  const lp = useLocalePath();
  return <Navigate replace to={lp('/staff/orders')} />;
}

/**
 * The staff console's pages under /{lang}/staff (staff-routes.ts holds the gate). Each desk is its own
 * lazy module and namespace. This tree is not in the first visit's code: the router adds it the first time
 * a path under /{lang}/staff is visited (lib/route-discovery.ts).
 */
export const staffRouteTree: RouteObject[] = [
  {
    loader: namespaces('staff'),
    lazy: () => import('./staff-layout').then((m) => ({ Component: m.StaffLayout })),
    children: [
      { index: true, element: <ToOrders /> },
      {
        path: 'orders/*',
        loader: namespaces('staff', 'staff-orders', 'staff-support'),
        lazy: () => import('./orders/orders-area').then((m) => ({ Component: m.OrdersArea })),
      },
      {
        path: 'payments/*',
        loader: namespaces('staff', 'staff-billing'),
        lazy: () => import('./billing/payments-area').then((m) => ({ Component: m.PaymentsArea })),
      },
      {
        path: 'fapiaos/*',
        loader: namespaces('staff', 'staff-billing'),
        lazy: () => import('./billing/fapiao-desk-area').then((m) => ({ Component: m.FapiaoDeskArea })),
      },
      {
        path: 'customers/*',
        loader: namespaces('staff', 'staff-customers', 'staff-support'),
        lazy: () => import('./customers/customers-area').then((m) => ({ Component: m.CustomersArea })),
      },
      {
        path: 'catalogue/*',
        loader: namespaces('staff', 'staff-catalogue'),
        lazy: () => import('./catalogue/catalogue-area').then((m) => ({ Component: m.CatalogueArea })),
      },
      {
        path: 'settings/*',
        loader: namespaces('staff', 'staff-catalogue'),
        lazy: () => import('./catalogue/settings-area').then((m) => ({ Component: m.SettingsArea })),
      },
      {
        path: 'outbox/*',
        loader: namespaces('staff', 'staff-catalogue'),
        lazy: () => import('./catalogue/outbox-area').then((m) => ({ Component: m.OutboxArea })),
      },
      {
        path: 'support/*',
        loader: namespaces('staff', 'staff-support', 'support'),
        lazy: () => import('./support/inbox-area').then((m) => ({ Component: m.InboxArea })),
      },
      {
        path: 'audit/*',
        loader: namespaces('staff', 'staff-catalogue'),
        lazy: () => import('./catalogue/audit-area').then((m) => ({ Component: m.AuditArea })),
      },
      {
        path: 'system/*',
        loader: namespaces('staff', 'staff-system'),
        lazy: () => import('./system/system-area').then((m) => ({ Component: m.SystemArea })),
      },
      {
        path: 'testimonials/*',
        loader: namespaces('staff', 'digital-editing'),
        lazy: () => import('./testimonials/testimonials-lazy').then((m) => ({ Component: m.TestimonialsArea })),
      },
      {
        path: '*',
        // Not a page: the console's "Page not found" (router.test.ts skips routes marked so).
        handle: { notFound: true },
        lazy: () => import('../errors/errors.public').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

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
 * /{lang}/staff/*: the staff console. Staff only: a visitor goes to the login page, a
 * researcher sees "not found" (RequireStaff). Each desk is its own lazy module and namespace.
 */
export const staffRoute: RouteObject = {
  path: 'staff',
  // The gate is lazy too, so nothing of the console (or its not-found page) is in the first visit's code.
  lazy: () => import('./require-staff').then((m) => ({ Component: m.RequireStaff })),
  children: [
    {
      loader: namespaces('staff'),
      lazy: () => import('./staff-layout').then((m) => ({ Component: m.StaffLayout })),
      children: [
        { index: true, element: <ToOrders /> },
        {
          path: 'orders/*',
          loader: namespaces('staff', 'staff-orders'),
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
          loader: namespaces('staff', 'staff-customers'),
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
          loader: namespaces('staff'),
          lazy: () => import('./testimonials/testimonials-lazy').then((m) => ({ Component: m.TestimonialsDesk })),
        },
        {
          path: '*',
          // Not a page: the console's "Page not found" (router.test.ts skips routes marked so).
          handle: { notFound: true },
          lazy: () => import('../errors/errors.public').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ],
};

import { createBrowserRouter, type RouteObject } from 'react-router';
import { namespacesLoader } from '../lib/i18n';
import { SERVICE_NAMES_NS } from '../components/service-name';
import { LanguageLayout, PrefixRedirect } from './language-layout';
import { CurieRedirect, LaunchGate, RequireUser } from '../lib/route-guards';
import { SessionGates } from './session-gates';
import { RootError, RouteError } from './route-error';
import { loginRoute, logoutRoute, registerRoute } from '../features/auth/auth-routes';
import { accountRoute } from '../features/account/account-routes';
import { orderFormRoute } from '../features/order-form/order-form-routes';
import { staffArea, staffRoute } from '../features/staff/staff-routes';
import { discoverAreas, type DiscoveredArea } from '../lib/route-discovery';
import { supportPageRoutes } from '../features/support/support-routes';
import { sitePageRoutes } from '../features/site/site-routes';
import { researcherRewardsRoutes, rewardRoutes } from './reward-routes';

/** The page's translation namespaces, fetched in parallel with its code. */
const namespaces = namespacesLoader;

/** Marks the catch-all routes that show "Page not found": they are not pages (router.test.ts). */
const notFound: RouteObject = {
  path: '*',
  handle: { notFound: true },
  lazy: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

/** home/* and rubriq/*: the newer product area, open only when curie_is_launched is on and to signed-in users. */
function launchedArea(path: 'home' | 'rubriq', pages: RouteObject[] = [], index?: RouteObject): RouteObject {
  return {
    path,
    element: <LaunchGate />,
    children: [
      {
        element: <RequireUser />,
        children: [
          index ?? {
            index: true,
            loader: namespaces('researcher', SERVICE_NAMES_NS, 'reedit', 'grammar-check'),
            lazy: () => import('../features/researcher/home-page').then((m) => ({ Component: m.HomePage })),
          },
          ...pages,
          notFound,
        ],
      },
    ],
  };
}

/**
 * The pages under /{lang}/. Every page is a lazy module, so a visit downloads only the code of the
 * pages it shows. A new page's route is added here and its pattern to PAGE_ROUTES in the contracts
 * (http/page-routes.ts), which the server answers 404 by (router.test.ts compares the two).
 */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    loader: namespaces('landing'),
    lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  loginRoute,
  registerRoute,
  { element: <RequireUser />, children: [accountRoute] },
  {
    path: 'wfoe-migration-status',
    element: <RequireUser />,
    children: [
      {
        index: true,
        loader: namespaces('migration'),
        lazy: () => import('../features/migration/migration-page').then((m) => ({ Component: m.MigrationPage })),
      },
    ],
  },
  {
    path: 'error',
    lazy: () => import('../features/errors/error-page').then((m) => ({ Component: m.ErrorPage })),
  },
  orderFormRoute,
  staffRoute,
  ...supportPageRoutes,
  ...sitePageRoutes,
  {
    path: 'certificate/*',
    loader: namespaces('certificate'),
    lazy: () => import('../features/certificates/certificate-area').then((m) => ({ Component: m.CertificateArea })),
  },
  {
    // Open to visitors too when anonymous assessment is allowed: the area's gate decides.
    path: 'researcher/grammar-check/*',
    loader: namespaces('grammar-check', 'captcha'),
    lazy: () => import('../features/grammar-check/grammar-check-area').then((m) => ({ Component: m.GrammarCheckArea })),
  },
  {
    path: 'researcher',
    element: <RequireUser />,
    children: [
      {
        index: true,
        loader: namespaces('researcher', SERVICE_NAMES_NS, 'reedit', 'grammar-check'),
        lazy: () => import('../features/researcher/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'index/orders/*',
        loader: namespaces('researcher', SERVICE_NAMES_NS, 'reedit', 'grammar-check'),
        lazy: () => import('../features/researcher/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 're-edit/:externalId',
        loader: namespaces('orders', SERVICE_NAMES_NS, 'reedit'),
        lazy: () => import('../features/orders/reedit/reedit-page').then((m) => ({ Component: m.ReeditPage })),
      },
      {
        path: 'index/re-edit/:externalId',
        loader: namespaces('orders', SERVICE_NAMES_NS, 'reedit'),
        lazy: () => import('../features/orders/reedit/reedit-page').then((m) => ({ Component: m.ReeditPage })),
      },
      {
        path: 'details/*',
        loader: namespaces('orders', SERVICE_NAMES_NS, 'certificate', 'reedit'),
        lazy: () => import('../features/orders/order-details-area').then((m) => ({ Component: m.OrderDetailsArea })),
      },
      {
        path: 'index/details/*',
        loader: namespaces('orders', SERVICE_NAMES_NS, 'certificate', 'reedit'),
        lazy: () => import('../features/orders/order-details-area').then((m) => ({ Component: m.OrderDetailsArea })),
      },
      {
        path: 'invoices/*',
        loader: namespaces('invoices', 'payment'),
        lazy: () => import('../features/invoices/invoices-area').then((m) => ({ Component: m.InvoicesArea })),
      },
      {
        path: 'digital-editing/*',
        loader: namespaces('digital-editing', 'digital-purchase', 'payment'),
        lazy: () => import('../features/digital-editing/digital-editing-lazy').then((m) => ({ Component: m.EditingArea })),
      },
      {
        path: 'digital-translations/*',
        loader: namespaces('digital-translation', 'digital-purchase', 'payment'),
        lazy: () => import('../features/digital-translation/digital-translation-lazy').then((m) => ({ Component: m.TranslationArea })),
      },
      {
        path: 'prepay/*',
        loader: namespaces('prepay', 'payment'),
        lazy: () => import('../features/prepay/prepay-area').then((m) => ({ Component: m.PrepayArea })),
      },
      ...researcherRewardsRoutes,
      notFound,
    ],
  },
  launchedArea('home'),
  { path: 'curie/*', element: <CurieRedirect /> },
  launchedArea('rubriq', [
    {
      path: 'translation',
      loader: namespaces('digital-translation', 'digital-purchase', 'payment'),
      lazy: () => import('../features/digital-translation/digital-translation-lazy').then((m) => ({ Component: m.RubriqTranslationPage })),
    },
    {
      path: 'plan/subscribe',
      loader: namespaces('digital-editing', 'digital-translation', 'digital-purchase', 'payment'),
      lazy: () => import('../features/digital-editing/digital-editing-lazy').then((m) => ({ Component: m.RubriqPlanPage })),
    },
  ], {
    // Digital editing is the newer product's home.
    index: true,
    loader: namespaces('digital-editing', 'digital-purchase', 'payment'),
    lazy: () => import('../features/digital-editing/digital-editing-lazy').then((m) => ({ Component: m.RubriqEditingPage })),
  }),
  {
    path: 'chinese-digital-trial',
    element: <RequireUser />,
    children: [
      {
        index: true,
        loader: namespaces('digital-translation'),
        lazy: () => import('../features/digital-translation/chinese-trial-page').then((m) => ({ Component: m.ChineseTrialPage })),
      },
    ],
  },
  ...rewardRoutes,
  notFound,
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RootError />,
    // Nothing to show while the first route's code loads: the static loading panel is still on screen.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <PrefixRedirect /> },
      logoutRoute,
      {
        path: ':lang',
        element: <LanguageLayout />,
        children: [{ errorElement: <RouteError />, element: <SessionGates />, children: pageRoutes }],
      },
    ],
  },
];

/** The areas whose routes are added on their first visit (route-discovery.ts). */
export const discoveredAreas: readonly DiscoveredArea[] = [staffArea];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreas(discoveredAreas) });
}

import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { loadWebNamespace } from '../../lib/i18n';
import { RequireUser } from '../../lib/route-guards';

function namespaces(...names: string[]) {
  return async ({ params }: LoaderFunctionArgs) => {
    const language = params.lang;
    if (isSiteLanguage(language)) await Promise.all(names.map((name) => loadWebNamespace(language, name)));
    return null;
  };
}

const strings = namespaces('support', 'captcha');

/**
 * The support pages (in the entry bundle: only these route objects; each page is a lazy module). Visitors may
 * ask questions and for quotes; an order's support pages and the researcher's requests need sign-in.
 */
export const supportPageRoutes: RouteObject[] = [
  { path: 'support', loader: strings, lazy: () => import('./support-home-page').then((m) => ({ Component: m.SupportHomePage })) },
  { path: 'contact', loader: strings, lazy: () => import('./contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: 'support/index/quote/*', loader: strings, lazy: () => import('./quote-page').then((m) => ({ Component: m.QuotePage })) },
  {
    element: <RequireUser />,
    children: [
      { path: 'support/index/submission/*', loader: strings, lazy: () => import('./submission-page').then((m) => ({ Component: m.SubmissionPage })) },
      { path: 'account/support/*', loader: strings, lazy: () => import('./my-requests-area').then((m) => ({ Component: m.MyRequestsArea })) },
    ],
  },
];

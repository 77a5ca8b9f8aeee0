import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n';
import { RequireUser } from '../../lib/route-guards';

const strings = namespacesLoader('support');
/** The pages a visitor may send a request from carry the captcha's strings too (components/captcha). */
const visitorStrings = namespacesLoader('support', 'captcha');
/** The pages are one lazy module: the entry carries one import and one preload list for all of them. */
const pages = () => import('./support-pages');

/**
 * The support pages (in the entry bundle: only these route objects). Visitors may ask questions and for
 * quotes; an order's support pages and the researcher's requests need sign-in.
 */
export const supportPageRoutes: RouteObject[] = [
  { path: 'support', loader: visitorStrings, lazy: () => pages().then((m) => ({ Component: m.SupportHomePage })) },
  { path: 'contact', loader: visitorStrings, lazy: () => pages().then((m) => ({ Component: m.ContactPage })) },
  { path: 'support/index/quote/*', loader: visitorStrings, lazy: () => pages().then((m) => ({ Component: m.QuotePage })) },
  {
    element: <RequireUser />,
    children: [
      { path: 'support/index/submission/*', loader: strings, lazy: () => pages().then((m) => ({ Component: m.SubmissionPage })) },
      { path: 'account/support/*', loader: strings, lazy: () => pages().then((m) => ({ Component: m.MyRequestsArea })) },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n';
import { SERVICE_NAMES_NS } from '../../components/service-name';

const strings = namespacesLoader('site');
/** The pages are one lazy module: the entry carries one import and one preload list for all of them. */
const pages = () => import('./site-pages');

/** The site's own pages, linked from the footer, registration and payment. */
export const sitePageRoutes: RouteObject[] = [
  { path: 'terms', loader: strings, lazy: () => pages().then((m) => ({ Component: m.TermsPage })) },
  { path: 'privacy', loader: strings, lazy: () => pages().then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'faq', loader: strings, lazy: () => pages().then((m) => ({ Component: m.FaqPage })) },
  { path: 'pricing', loader: namespacesLoader('site', SERVICE_NAMES_NS), lazy: () => pages().then((m) => ({ Component: m.PricingPage })) },
];

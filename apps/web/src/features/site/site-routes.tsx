import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { loadWebNamespace } from '../../lib/i18n';
import { SERVICE_NAMES_NS } from '../../components/service-name';

function namespaces(...names: string[]) {
  return async ({ params }: LoaderFunctionArgs) => {
    const language = params.lang;
    if (isSiteLanguage(language)) await Promise.all(names.map((name) => loadWebNamespace(language, name)));
    return null;
  };
}

/** The site's own pages, linked from the footer, registration and payment (each a lazy module). */
export const sitePageRoutes: RouteObject[] = [
  { path: 'terms', loader: namespaces('site'), lazy: () => import('./terms-page').then((m) => ({ Component: m.TermsPage })) },
  { path: 'privacy', loader: namespaces('site'), lazy: () => import('./privacy-page').then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'faq', loader: namespaces('site'), lazy: () => import('./faq-page').then((m) => ({ Component: m.FaqPage })) },
  { path: 'pricing', loader: namespaces('site', SERVICE_NAMES_NS), lazy: () => import('./pricing-page').then((m) => ({ Component: m.PricingPage })) },
];

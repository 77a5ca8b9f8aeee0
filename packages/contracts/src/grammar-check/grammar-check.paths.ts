import { apiPath } from '../http/api-path';

/**
 * Paths of the grammar check. Zod-free so pages import them cheaply. `report` and `pdf` are paths of our
 * own (apps/api/src/features/grammar-check/README.md).
 */
export const grammarCheckPaths = {
  /** POST multipart (`captcha`, then `file`): one .doc or .docx to assess. */
  create: '/api/grammar-check/create',
  /** GET ?page or ?identities: pagination, percentiles, results. */
  search: '/api/grammar-check/search',
  /** POST: removes the assessment from the list (the owner's, signed in). */
  archive: apiPath('/api/grammar-check/:id/archive'),
  /** GET: the report with every finding (ours). */
  report: apiPath('/api/grammar-check/:id/report'),
  /** GET: the report as a PDF, in the request's language (ours). */
  pdf: apiPath('/api/grammar-check/:id/pdf'),
};

/**
 * The real-time notice a signed-in owner's pages hear when one of their assessments ends (completed, failed or
 * skipped): `{ type, identity }`; the page reloads it through the API.
 */
export const ASSESSMENT_EVENT = 'grammar-check.assessment';

/** A browser navigation: an order form with this manuscript attached, opened at the services step. */
export const fromLanguageAssessmentPath = apiPath('/api/order-form/from-language-assessment/:id');

/** Pages, under /{lang}. */
export const grammarCheckRoutes = {
  list: '/researcher/grammar-check',
  details: (identity: string) => `/researcher/grammar-check/details/${encodeURIComponent(identity)}`,
};

/**
 * The grammar check's pages by the path after grammar-check/: the list (nothing) or a report
 * (`details/{identity}`). The web's area renders by it; the server answers 404 for the rest (http/page-routes.ts).
 */
export type GrammarCheckRoute = { kind: 'list' } | { kind: 'report'; identity: string } | { kind: 'unknown' };

export function resolveGrammarCheckRoute(rest: string): GrammarCheckRoute {
  const [first, second, ...more] = rest.split('/').filter((segment) => segment !== '');
  if (first === undefined) return { kind: 'list' };
  if (first === 'details' && second !== undefined && more.length === 0) return { kind: 'report', identity: second };
  return { kind: 'unknown' };
}

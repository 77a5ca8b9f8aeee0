import { resolveSubmitRoute } from '../order-form/submit-route';
import { resolvePrepayRoute } from '../payments/prepay-route';
import { parseQuotePath, parseSubmissionPath } from '../support/support-routes';
import { resolveGrammarCheckRoute } from '../grammar-check/grammar-check.paths';
import { resolveTranslationRoute } from '../digital/translation-route';
import { EDITING_PAGE, editingPagePath } from '../digital/digital-editing-route';

/**
 * The pages of the web app, so the server can tell a page from an unknown URL and answer the latter with
 * 404 (ADR 0016). Patterns are React Router's, under the language prefix: `/{lang}/` + pattern. The web's
 * router test (apps/web/src/app/router.test.ts) holds the router to this list in both directions, so a
 * page cannot be added, renamed or removed on one side only.
 *
 * A pattern ending in `*` is an area that picks its page from the rest of the path itself. Most show
 * something for any rest (a redirect, a form by id); the two that show "Page not found" for some rests
 * decide it with a rule of this package (`knowsRest`), which the area renders by too.
 */
export interface PageRoute {
  pattern: string;
  /** For an area that renders "Page not found" for some rests: whether it has a page for `rest`. */
  knowsRest?: (rest: string) => boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '' },
  { pattern: 'login' },
  { pattern: 'login/forgot-password' },
  { pattern: 'login/reset-password/:hash/:userIdentity' },
  { pattern: 'login/failure/:message?' },
  // Any other path under login/ (and register/) shows the form.
  { pattern: 'login/*' },
  { pattern: 'register' },
  { pattern: 'register/confirm/:data' },
  { pattern: 'register/*' },
  { pattern: 'account/*' },
  { pattern: 'wfoe-migration-status' },
  { pattern: 'error' },
  { pattern: 'researcher/submit/*', knowsRest: (rest) => resolveSubmitRoute(rest).kind !== 'not-found' },
  { pattern: 'staff' },
  { pattern: 'staff/orders/*' },
  { pattern: 'staff/payments/*' },
  { pattern: 'staff/fapiaos/*' },
  { pattern: 'staff/customers/*' },
  { pattern: 'staff/catalogue/*' },
  { pattern: 'staff/settings/*' },
  { pattern: 'staff/outbox/*' },
  { pattern: 'staff/audit/*' },
  { pattern: 'staff/system/*' },
  { pattern: 'certificate/*' },
  { pattern: 'researcher' },
  { pattern: 'researcher/index/orders/*' },
  { pattern: 'researcher/re-edit/:externalId' },
  { pattern: 'researcher/index/re-edit/:externalId' },
  { pattern: 'researcher/details/*' },
  { pattern: 'researcher/index/details/*' },
  { pattern: 'researcher/invoices/*' },
  { pattern: 'researcher/prepay/*', knowsRest: (rest) => resolvePrepayRoute(rest).kind !== 'unknown' },
  { pattern: 'researcher/grammar-check/*', knowsRest: (rest) => resolveGrammarCheckRoute(rest).kind !== 'unknown' },
  { pattern: 'home' },
  { pattern: 'curie/*' },
  { pattern: 'rubriq' },
  { pattern: 'support' },
  { pattern: 'contact' },
  { pattern: 'support/index/quote/*', knowsRest: (rest) => parseQuotePath(rest) !== null },
  { pattern: 'support/index/submission/*', knowsRest: (rest) => parseSubmissionPath(rest) !== null },
  { pattern: 'account/support/*' },
  { pattern: 'staff/support/*' },
  { pattern: 'terms' },
  { pattern: 'privacy' },
  { pattern: 'faq' },
  { pattern: 'pricing' },
  { pattern: 'researcher/rewards' },
  { pattern: 'researcher/coupons' },
  // The former name of the membership leads to the rewards page, whatever follows it.
  { pattern: 'researcher/aje-plus/*' },
  { pattern: 'referral-rewards/*' },
  { pattern: 'referral/:code' },
  { pattern: 'referral/flyer/:code' },
  { pattern: 'referral/flyer/img/:code' },
  { pattern: 'testimonials' },
  { pattern: 'testimonials/submit' },
  { pattern: 'staff/testimonials/*' },
  { pattern: 'researcher/digital-translations/*', knowsRest: (rest) => resolveTranslationRoute(rest).kind !== 'unknown' },
  { pattern: 'chinese-digital-trial' },
  { pattern: 'rubriq/translation' },
  { pattern: 'rubriq/plan/subscribe' },
  { pattern: 'researcher/digital-editing/*', knowsRest: (rest) => EDITING_PAGE.test(editingPagePath(rest)) },
];

/** Pages outside the language prefixes (the logout page reads the language from its cookie). */
export const UNPREFIXED_PAGE_ROUTES: readonly PageRoute[] = [{ pattern: 'logout' }];

/** The non-empty segments of a path, percent-decoded as the router decodes them. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * Matches path segments against pattern segments as React Router does: static segments ignore case,
 * `:name` takes one segment, `:name?` one or none, and a final `*` the rest (none included). Returns
 * the rest a `*` took ('' when none), or null when the path does not match.
 */
function matchSegments(pattern: readonly string[], path: readonly string[]): string | null {
  const [head, ...tail] = pattern;
  if (head === undefined) return path.length === 0 ? '' : null;
  if (head === '*') return path.join('/');
  if (head.startsWith(':') && head.endsWith('?')) {
    const taken = path.length > 0 ? matchSegments(tail, path.slice(1)) : null;
    return taken ?? matchSegments(tail, path);
  }
  const [first, ...others] = path;
  if (first === undefined) return null;
  if (!head.startsWith(':') && head.toLowerCase() !== first.toLowerCase()) return null;
  return matchSegments(tail, others);
}

function knownBy(routes: readonly PageRoute[], path: string): boolean {
  const segments = segmentsOf(path);
  return routes.some((route) => {
    const rest = matchSegments(segmentsOf(route.pattern), segments);
    return rest !== null && (route.knowsRest?.(rest) ?? true);
  });
}

/** Whether `path`, the part after `/{lang}` (`/researcher/details/ABC`, `''`), is a page of the web app. */
export function isKnownPage(path: string): boolean {
  return knownBy(PAGE_ROUTES, path);
}

/** Whether `path` (`/logout`) is one of the pages outside the language prefixes. */
export function isKnownUnprefixedPage(path: string): boolean {
  return knownBy(UNPREFIXED_PAGE_ROUTES, path);
}

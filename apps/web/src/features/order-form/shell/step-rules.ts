import { LOGIN_REQUIRED_STEPS, type OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import type { SubmitPage } from '@marginalia/contracts/order-form/submit-route';

/**
 * What the loaded form allows on a page under /{lang}/researcher/submit/ (which page a path shows is
 * `resolveSubmitRoute` in the contracts, which the server uses too). Pure, so the rules are unit tested.
 */

const LOGIN_PAGES: ReadonlySet<SubmitPage> = new Set<SubmitPage>([...LOGIN_REQUIRED_STEPS, 'duplicate-order']);

/** Details, duplicate-order, price-quote-completed and payment-details need a signed-in user. */
export function requiresLogin(page: SubmitPage): boolean {
  return LOGIN_PAGES.has(page);
}

/** The step a page belongs to: the duplicate-order screen comes out of the details step. */
export function stepOfPage(page: SubmitPage): OrderFormStepName {
  return page === 'duplicate-order' ? 'details' : page;
}

export interface StepLink {
  name: OrderFormStepName;
  url: string;
}

export interface StepsView {
  list: readonly StepLink[];
  current: StepLink;
}

/**
 * A step is reachable when it is at or before the form's current step; a step outside the form's flow
 * (the bundles page of a form that asked for no bundles) is not, as on the server.
 */
export function isStepReachable(steps: StepsView, step: OrderFormStepName): boolean {
  const current = steps.list.findIndex((each) => each.name === steps.current.name);
  // A list without its current step would be a server fault: do not lock the user out over it.
  if (current < 0) return true;
  const index = steps.list.findIndex((each) => each.name === step);
  return index >= 0 && index <= current;
}

/** "A redirect can be triggered by the loaded state": a page after the current step goes to the current one. */
export function loadedStateRedirect(steps: StepsView, page: SubmitPage): string | null {
  return isStepReachable(steps, stepOfPage(page)) ? null : steps.current.url;
}

/**
 * Where Back leads from a page: the step before the page's own step in the list (not before the form's
 * current step: a user who went back a step goes back one more). The duplicate-order screen goes back
 * to details; a page outside the list falls back to the form's previous step.
 */
export function previousStepUrl(steps: StepsView & { previous: StepLink | null }, page: SubmitPage): string | null {
  if (page === 'duplicate-order') return steps.list.find((each) => each.name === 'details')?.url ?? null;
  const index = steps.list.findIndex((each) => each.name === page);
  if (index < 0) return steps.previous?.url ?? null;
  return index > 0 ? (steps.list[index - 1]?.url ?? null) : null;
}

/** Where the page's step sits in the list, as a percentage for the progress bar (1 of 4 → 25). */
export function progressPercent(steps: StepsView, step: OrderFormStepName): number {
  if (steps.list.length === 0) return 0;
  let index = steps.list.findIndex((each) => each.name === step);
  if (index < 0) index = steps.list.findIndex((each) => each.name === steps.current.name);
  if (index < 0) return 0;
  return Math.round(((index + 1) / steps.list.length) * 100);
}

/** The 1-based position of the page's step in the list, or null when the list does not name it. */
export function stepPosition(steps: StepsView, step: OrderFormStepName): number | null {
  const index = steps.list.findIndex((each) => each.name === step);
  return index < 0 ? null : index + 1;
}

/**
 * Pages without the order summary beside them: the opening steps (nothing is priced yet), the two
 * full-width screens, and the bundles page, which shows its own summary.
 */
const WITHOUT_SIDEBAR: ReadonlySet<SubmitPage> = new Set<SubmitPage>([
  'get-started',
  'rework-get-started',
  'duplicate-order',
  'price-quote-completed',
  'service-bundles',
]);

export function showsOrderSummary(page: SubmitPage): boolean {
  return !WITHOUT_SIDEBAR.has(page);
}

/** Marketing banners appear only on get-started and one further step, the services page. */
export function showsMarketingBanners(page: SubmitPage): boolean {
  return page === 'get-started' || page === 'manuscript-services';
}

/** The query parameters a step page may be opened with that call for a new form (GET /api/order-form/new). */
export const NEW_FORM_PARAMETERS = ['goal', 'promo', 'bundles'] as const;

/** True when the URL of a step page carries parameters that only a new form can take. */
export function needsNewForm(search: URLSearchParams): boolean {
  return NEW_FORM_PARAMETERS.some((name) => search.has(name));
}

/** Every query parameter of the page, for GET /api/order-form/new (the server ignores those it does not know). */
export function queryRecord(search: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of search) record[name] = value;
  return record;
}

import { ORDER_FORM_STEPS, STEP_ALIASES, type OrderFormStepName } from './order-form.paths';

/**
 * Which page a path under /{lang}/researcher/submit/ shows. The web's order-form area renders by it and
 * the server answers 404 for the paths it does not know (http/page-routes.ts), so both read one rule.
 */

/** Every page of the area: the steps of the form plus the duplicate-order screen (not a step of its own). */
export type SubmitPage = OrderFormStepName | 'duplicate-order';

export type SubmitRoute =
  | { kind: 'page'; page: SubmitPage }
  | { kind: 'new' }
  | { kind: 'resume' }
  | { kind: 'reset' }
  /** After a hosted payment: polls the payment, then the confirmation. */
  | { kind: 'payment-return'; paymentId: string }
  /** The confirmation of the order a payment created. */
  | { kind: 'order-complete'; orderExternalId: string }
  | { kind: 'not-found' };

/** payment-return/{paymentId} and order-complete/{orderExternalId}: one path segment of safe characters. */
const PAYMENT_PAGE = /^(payment-return|order-complete)\/([A-Za-z0-9._~-]{1,100})$/;

const STEP_NAMES: ReadonlySet<string> = new Set(ORDER_FORM_STEPS);

function isStepName(value: string): value is OrderFormStepName {
  return STEP_NAMES.has(value);
}

/** `rest` is the part after researcher/submit/ (the router's splat): `get-started`, `select/`, '' … */
export function resolveSubmitRoute(rest: string): SubmitRoute {
  const path = rest.replace(/^\/+|\/+$/g, '');
  // The bare area is the saved step, like /resume.
  if (path === '' || path === 'resume') return { kind: 'resume' };
  if (path === 'new') return { kind: 'new' };
  if (path === 'reset') return { kind: 'reset' };
  if (path === 'duplicate-order') return { kind: 'page', page: 'duplicate-order' };
  const payment = PAYMENT_PAGE.exec(path);
  if (payment?.[2]) return payment[1] === 'payment-return' ? { kind: 'payment-return', paymentId: payment[2] } : { kind: 'order-complete', orderExternalId: payment[2] };
  const step = STEP_ALIASES[path] ?? path;
  if (isStepName(step)) return { kind: 'page', page: step };
  return { kind: 'not-found' };
}

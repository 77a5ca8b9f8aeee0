import { stepUrl, type OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';

/**
 * The steps of a form follow from its goal: the service page differs for multimedia and
 * figures, "help me decide" adds the bundle page, a price quote ends on the quote page (and, once
 * converted, goes on to details and payment), and rework starts on its own get-started page.
 */
export interface StepContext {
  goal: string | null;
  bundleInterested: boolean;
  /** A price-quote form that was converted back into an order (convert-quote). */
  quoteConverted: boolean;
}

export function stepsFor(context: StepContext): OrderFormStepName[] {
  const first: OrderFormStepName = context.goal === 'rework' ? 'rework-get-started' : 'get-started';
  if (context.goal === 'multimedia' || context.goal === 'figures-only') return [first, 'multimedia-services', 'additional-services', 'details', 'payment-details'];
  const services: OrderFormStepName[] = context.bundleInterested ? ['manuscript-services', 'service-bundles'] : ['manuscript-services', 'additional-services'];
  if (context.goal === 'price-quote' && !context.quoteConverted) return [first, ...services, 'price-quote-completed'];
  return [first, ...services, 'details', 'payment-details'];
}

export function stepAfter(steps: readonly OrderFormStepName[], step: OrderFormStepName): OrderFormStepName {
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)] ?? steps[0] ?? 'get-started';
}

export function stepBefore(steps: readonly OrderFormStepName[], step: OrderFormStepName): OrderFormStepName | null {
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** A stored step that is no longer part of the flow (the goal changed) falls back to the first step. */
export function currentStep(steps: readonly OrderFormStepName[], stored: string): OrderFormStepName {
  return steps.find((step) => step === stored) ?? steps[0] ?? 'get-started';
}

/** Steps are links only at or before the current one; moving back is allowed, skipping ahead is not. */
export function isReachable(steps: readonly OrderFormStepName[], current: OrderFormStepName, target: OrderFormStepName): boolean {
  const targetIndex = steps.indexOf(target);
  return targetIndex >= 0 && targetIndex <= steps.indexOf(current);
}

export function stepsView(steps: readonly OrderFormStepName[], current: OrderFormStepName) {
  const entry = (name: OrderFormStepName) => ({ name, url: stepUrl(name) });
  const previous = stepBefore(steps, current);
  const index = steps.indexOf(current);
  const next = index >= 0 && index < steps.length - 1 ? steps[index + 1] : undefined;
  return { list: steps.map(entry), current: entry(current), next: next ? entry(next) : null, previous: previous ? entry(previous) : null };
}

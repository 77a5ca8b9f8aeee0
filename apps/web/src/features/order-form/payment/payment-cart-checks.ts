import type { OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';

/** The cart checks of the payment step, in the order they are shown. */
export type CartProblem = { key: 'submission-issue'; backTo: OrderFormStepName } | { key: 'cart-no-files'; backTo: OrderFormStepName };

type CartView = Pick<OrderForm, 'services' | 'manuscripts' | 'uploadLater' | 'steps'>;

/** Where 'Go Back' leads for a cart without services: the services step this form uses. */
function servicesStep(steps: CartView['steps']): OrderFormStepName {
  return steps.list.some((step) => step.name === 'multimedia-services') ? 'multimedia-services' : 'manuscript-services';
}

export function cartProblem(form: CartView): CartProblem | null {
  if (form.services.length === 0) return { key: 'submission-issue', backTo: servicesStep(form.steps) };
  const { main, figures, tables } = form.manuscripts;
  if (!form.uploadLater && main.length + figures.length + tables.length === 0) return { key: 'cart-no-files', backTo: 'details' };
  return null;
}

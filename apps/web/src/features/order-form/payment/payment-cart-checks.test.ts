import { describe, expect, it } from 'vitest';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { cartProblem } from './payment-cart-checks';

const file = {
  id: 'f',
  kind: 'main' as const,
  name: 'paper.docx',
  type: 'docx',
  size: 1,
  analysis: 'done' as const,
  wordCount: 1,
  createdAt: '',
};
const steps = (...names: OrderForm['steps']['list'][number]['name'][]): OrderForm['steps'] => ({
  list: names.map((name) => ({ name, url: `/researcher/submit/${name}` })),
  current: { name: 'payment-details', url: '/researcher/submit/payment-details' },
  next: null,
  previous: null,
});
const cart = (over: Partial<Pick<OrderForm, 'services' | 'manuscripts' | 'uploadLater' | 'steps'>> = {}) => ({
  services: [{ identity: 'standard-editing', rush: false, quantity: 1 }],
  manuscripts: { main: [file], figures: [], tables: [], references: [] },
  uploadLater: false,
  steps: steps('get-started', 'manuscript-services', 'details', 'payment-details'),
  ...over,
});

describe('payment cart checks', () => {
  it('passes a cart with services and a manuscript', () => {
    expect(cartProblem(cart())).toBeNull();
  });

  it('sends a cart without services back to the services step', () => {
    expect(cartProblem(cart({ services: [] }))).toEqual({ key: 'submission-issue', backTo: 'manuscript-services' });
    expect(cartProblem(cart({ services: [], steps: steps('get-started', 'multimedia-services', 'details') }))).toEqual({
      key: 'submission-issue',
      backTo: 'multimedia-services',
    });
  });

  it('needs a main, figure or table file unless the files come later', () => {
    const none = { main: [], figures: [], tables: [], references: [{ ...file, kind: 'references' as const }] };
    expect(cartProblem(cart({ manuscripts: none }))).toEqual({ key: 'cart-no-files', backTo: 'details' });
    expect(cartProblem(cart({ manuscripts: none, uploadLater: true }))).toBeNull();
    expect(cartProblem(cart({ manuscripts: { ...none, figures: [{ ...file, kind: 'figures' }] } }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { currentStep, isReachable, stepAfter, stepsFor, stepsView } from './order-form-steps';

describe('order form steps', () => {
  it('an editing order goes from get started through services and extras to details and payment', () => {
    expect(stepsFor({ goal: 'editing', bundleInterested: false, quoteConverted: false })).toEqual([
      'get-started', 'manuscript-services', 'additional-services', 'details', 'payment-details',
    ]);
  });

  it('help me decide replaces the additional services step with the bundle page', () => {
    expect(stepsFor({ goal: 'editing', bundleInterested: true, quoteConverted: false })).toEqual([
      'get-started', 'manuscript-services', 'service-bundles', 'details', 'payment-details',
    ]);
  });

  it('a price quote ends on the quote page until it is converted into an order', () => {
    expect(stepsFor({ goal: 'price-quote', bundleInterested: false, quoteConverted: false }).at(-1)).toBe('price-quote-completed');
    expect(stepsFor({ goal: 'price-quote', bundleInterested: false, quoteConverted: true }).slice(-2)).toEqual(['details', 'payment-details']);
  });

  it('multimedia and figures use the multi-select services page; rework starts on its own page', () => {
    expect(stepsFor({ goal: 'multimedia', bundleInterested: false, quoteConverted: false })[1]).toBe('multimedia-services');
    expect(stepsFor({ goal: 'figures-only', bundleInterested: false, quoteConverted: false })[1]).toBe('multimedia-services');
    expect(stepsFor({ goal: 'rework', bundleInterested: false, quoteConverted: false })[0]).toBe('rework-get-started');
  });

  it('only steps at or before the current one are reachable, and an unknown stored step falls back to the first', () => {
    const steps = stepsFor({ goal: 'editing', bundleInterested: false, quoteConverted: false });
    expect(isReachable(steps, 'additional-services', 'manuscript-services')).toBe(true);
    expect(isReachable(steps, 'additional-services', 'details')).toBe(false);
    expect(currentStep(steps, 'service-bundles')).toBe('get-started');
    expect(stepAfter(steps, 'details')).toBe('payment-details');
    expect(stepAfter(steps, 'payment-details')).toBe('payment-details');
  });

  it('the view links each step to its page and names the neighbours', () => {
    const view = stepsView(stepsFor({ goal: 'editing', bundleInterested: false, quoteConverted: false }), 'additional-services');
    expect(view.current).toEqual({ name: 'additional-services', url: '/researcher/submit/additional-services' });
    expect(view.previous?.name).toBe('manuscript-services');
    expect(view.next?.name).toBe('details');
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import {
  isStepReachable,
  loadedStateRedirect,
  needsNewForm,
  previousStepUrl,
  progressPercent,
  queryRecord,
  requiresLogin,
  showsMarketingBanners,
  showsOrderSummary,
  stepPosition,
  type StepsView,
} from './step-rules';

function steps(names: OrderFormStepName[], current: OrderFormStepName): StepsView {
  const link = (name: OrderFormStepName) => ({ name, url: `/researcher/submit/${name}` });
  return { list: names.map(link), current: link(current) };
}

const editing = steps(['get-started', 'manuscript-services', 'additional-services', 'details', 'payment-details'], 'additional-services');

describe('the pages of researcher/submit', () => {
  it('asks for a login on details, duplicate-order, price-quote-completed and payment-details only', () => {
    expect(requiresLogin('details')).toBe(true);
    expect(requiresLogin('duplicate-order')).toBe(true);
    expect(requiresLogin('price-quote-completed')).toBe(true);
    expect(requiresLogin('payment-details')).toBe(true);
    expect(requiresLogin('get-started')).toBe(false);
    expect(requiresLogin('manuscript-services')).toBe(false);
    expect(requiresLogin('service-bundles')).toBe(false);
  });
});

describe('reaching a step', () => {
  it('allows the current step and those before it', () => {
    expect(isStepReachable(editing, 'get-started')).toBe(true);
    expect(isStepReachable(editing, 'additional-services')).toBe(true);
    expect(isStepReachable(editing, 'details')).toBe(false);
    expect(isStepReachable(editing, 'payment-details')).toBe(false);
  });

  it('sends a page after the current step to the current one', () => {
    expect(loadedStateRedirect(editing, 'payment-details')).toBe('/researcher/submit/additional-services');
    expect(loadedStateRedirect(editing, 'manuscript-services')).toBeNull();
  });

  it('treats the duplicate-order screen as part of the details step', () => {
    expect(loadedStateRedirect(editing, 'duplicate-order')).toBe('/researcher/submit/additional-services');
    const atDetails = steps(['get-started', 'manuscript-services', 'details', 'payment-details'], 'details');
    expect(loadedStateRedirect(atDetails, 'duplicate-order')).toBeNull();
  });

  it('sends a step outside the form\'s flow to the current step', () => {
    expect(loadedStateRedirect(editing, 'service-bundles')).toBe('/researcher/submit/additional-services');
    expect(loadedStateRedirect(editing, 'rework-get-started')).toBe('/researcher/submit/additional-services');
  });
});

describe('the progress bar', () => {
  it('shows the position of the step in the list', () => {
    expect(progressPercent(editing, 'get-started')).toBe(20);
    expect(progressPercent(editing, 'payment-details')).toBe(100);
    expect(stepPosition(editing, 'additional-services')).toBe(3);
  });

  it('falls back to the current step for pages outside the list', () => {
    expect(progressPercent(editing, 'service-bundles')).toBe(60);
    expect(stepPosition(editing, 'service-bundles')).toBeNull();
    expect(progressPercent({ list: [], current: { name: 'get-started', url: '/' } }, 'get-started')).toBe(0);
  });
});

describe('the page layout', () => {
  it('puts the order summary beside the priced steps only', () => {
    expect(showsOrderSummary('manuscript-services')).toBe(true);
    expect(showsOrderSummary('additional-services')).toBe(true);
    expect(showsOrderSummary('details')).toBe(true);
    expect(showsOrderSummary('payment-details')).toBe(true);
    expect(showsOrderSummary('get-started')).toBe(false);
    expect(showsOrderSummary('rework-get-started')).toBe(false);
    expect(showsOrderSummary('duplicate-order')).toBe(false);
    expect(showsOrderSummary('price-quote-completed')).toBe(false);
    expect(showsOrderSummary('service-bundles')).toBe(false);
  });

  it('shows marketing banners on get-started and manuscript-services only', () => {
    expect(showsMarketingBanners('get-started')).toBe(true);
    expect(showsMarketingBanners('manuscript-services')).toBe(true);
    expect(showsMarketingBanners('additional-services')).toBe(false);
    expect(showsMarketingBanners('details')).toBe(false);
  });
});

describe('query parameters', () => {
  it('asks for a new form when the page has goal, promo or bundles', () => {
    expect(needsNewForm(new URLSearchParams('promo=SPRING10'))).toBe(true);
    expect(needsNewForm(new URLSearchParams('goal=translation'))).toBe(true);
    expect(needsNewForm(new URLSearchParams('bundles=1'))).toBe(true);
    expect(needsNewForm(new URLSearchParams('utm_source=mail'))).toBe(false);
  });

  it('passes every parameter on', () => {
    expect(queryRecord(new URLSearchParams('promo=SPRING10&goal=editing'))).toEqual({ promo: 'SPRING10', goal: 'editing' });
  });
});

describe('going back', () => {
  const withPrevious = { ...editing, previous: { name: 'manuscript-services' as const, url: '/researcher/submit/manuscript-services' } };

  it('leads to the step before the page, wherever the form is', () => {
    expect(previousStepUrl(withPrevious, 'manuscript-services')).toBe('/researcher/submit/get-started');
    expect(previousStepUrl(withPrevious, 'details')).toBe('/researcher/submit/additional-services');
    expect(previousStepUrl(withPrevious, 'get-started')).toBeNull();
  });

  it('leads from the duplicate-order screen to details', () => {
    expect(previousStepUrl(withPrevious, 'duplicate-order')).toBe('/researcher/submit/details');
  });

  it('falls back to the form\'s previous step for a page outside the list', () => {
    expect(previousStepUrl(withPrevious, 'service-bundles')).toBe('/researcher/submit/manuscript-services');
    expect(previousStepUrl({ ...editing, previous: null }, 'service-bundles')).toBeNull();
  });
});

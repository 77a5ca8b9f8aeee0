import { describe, expect, it } from 'vitest';
import { resolveSubmitRoute } from './submit-route';

describe('which page a path under researcher/submit shows', () => {
  it('knows every step by its name and its alias', () => {
    expect(resolveSubmitRoute('get-started')).toEqual({ kind: 'page', page: 'get-started' });
    expect(resolveSubmitRoute('upload')).toEqual({ kind: 'page', page: 'get-started' });
    expect(resolveSubmitRoute('select')).toEqual({ kind: 'page', page: 'manuscript-services' });
    expect(resolveSubmitRoute('manuscript-services/')).toEqual({ kind: 'page', page: 'manuscript-services' });
    expect(resolveSubmitRoute('rework-get-started')).toEqual({ kind: 'page', page: 'rework-get-started' });
    expect(resolveSubmitRoute('duplicate-order')).toEqual({ kind: 'page', page: 'duplicate-order' });
    expect(resolveSubmitRoute('payment-details')).toEqual({ kind: 'page', page: 'payment-details' });
  });

  it('sends new, resume, reset and the bare area to their actions', () => {
    expect(resolveSubmitRoute('new')).toEqual({ kind: 'new' });
    expect(resolveSubmitRoute('resume')).toEqual({ kind: 'resume' });
    expect(resolveSubmitRoute('')).toEqual({ kind: 'resume' });
    expect(resolveSubmitRoute('reset')).toEqual({ kind: 'reset' });
  });

  it('opens the payment return and order confirmation pages with their id', () => {
    expect(resolveSubmitRoute('payment-return/pay_123')).toEqual({ kind: 'payment-return', paymentId: 'pay_123' });
    expect(resolveSubmitRoute('order-complete/ORD-2026-0001/')).toEqual({ kind: 'order-complete', orderExternalId: 'ORD-2026-0001' });
    expect(resolveSubmitRoute('order-complete')).toEqual({ kind: 'not-found' });
    expect(resolveSubmitRoute('order-complete/a/b')).toEqual({ kind: 'not-found' });
  });

  it('does not know other paths', () => {
    expect(resolveSubmitRoute('checkout')).toEqual({ kind: 'not-found' });
    expect(resolveSubmitRoute('get-started/extra')).toEqual({ kind: 'not-found' });
    expect(resolveSubmitRoute('constructor')).toEqual({ kind: 'not-found' });
  });
});

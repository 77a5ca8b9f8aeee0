import { describe, expect, it } from 'vitest';
import { fapiaoCreatedMessage, landingMessage } from './prepay-messages';

describe('landingMessage', () => {
  it('thanks for a successful prepayment', () => {
    expect(landingMessage('success')).toEqual({ type: 'success', key: 'prepayments-processing-success' });
  });

  it('reports an error for any other type', () => {
    expect(landingMessage('error')).toEqual({ type: 'danger', key: 'payment-processing-error' });
    expect(landingMessage('cancelled')).toEqual({ type: 'danger', key: 'payment-processing-error' });
  });
});

describe('fapiaoCreatedMessage', () => {
  it('names the fapiao type', () => {
    expect(fapiaoCreatedMessage('special')).toEqual({ type: 'success', key: 'fapiao-creation-success-type-special' });
    expect(fapiaoCreatedMessage('general')).toEqual({ type: 'success', key: 'fapiao-creation-success-type-general' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { readErrorPageState, toErrorPageState } from './error-page-state';

describe('the error passed to the generic error page', () => {
  it('carries the displayable message and key of an API error', () => {
    const state = toErrorPageState(new ApiError(404, 'order-not-found', 'Order not found', { id: 'X1' }));
    expect(readErrorPageState(state)).toEqual({ message: 'Order not found', key: 'order-not-found', params: { id: 'X1' } });
  });

  it('is read defensively from whatever history state holds', () => {
    expect(readErrorPageState(null)).toBeNull();
    expect(readErrorPageState({ usr: 1 })).toBeNull();
    expect(readErrorPageState({ error: { message: 42, key: 'k', params: { a: {} } } })).toEqual({ message: undefined, key: 'k', params: {} });
  });
});

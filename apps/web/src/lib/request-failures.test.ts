import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { classifyFailure, handles } from './request-failures';

const sessionInvalid = new ApiError(401, 'session-invalid', 'Please sign in again.');
const offline = new ApiError(0, 'network-request-error', 'Failed to fetch');
const serverError = new ApiError(500, 'server-error', 'Server error');
const conflict = new ApiError(409, 'order-duplicate', 'Duplicate');

describe('what happens when a request fails', () => {
  it('an invalidated session logs the user out, even when the caller handles errors', () => {
    expect(classifyFailure(sessionInvalid)).toBe('session-invalid');
    expect(classifyFailure(sessionInvalid, true)).toBe('session-invalid');
  });

  it('a network failure, a server error or an unhandled 4xx opens the network-request-error modal', () => {
    expect(classifyFailure(offline)).toBe('network-error-modal');
    expect(classifyFailure(serverError)).toBe('network-error-modal');
    expect(classifyFailure(conflict)).toBe('network-error-modal');
    expect(classifyFailure(new Error('bug in a query function'))).toBe('network-error-modal');
  });

  it('a 4xx the caller handles stays with the caller; network failures and 5xx still open the modal', () => {
    expect(classifyFailure(conflict, handles.clientErrors)).toBe('ignore');
    expect(classifyFailure(offline, handles.clientErrors)).toBe('network-error-modal');
    expect(classifyFailure(serverError, handles.clientErrors)).toBe('network-error-modal');
  });

  it('a caller can handle particular keys or statuses, or everything', () => {
    expect(classifyFailure(conflict, handles.keys('order-duplicate'))).toBe('ignore');
    expect(classifyFailure(conflict, handles.keys('other'))).toBe('network-error-modal');
    expect(classifyFailure(conflict, handles.statuses(409))).toBe('ignore');
    expect(classifyFailure(serverError, true)).toBe('ignore');
  });

  it('an aborted request is nobody’s problem', () => {
    expect(classifyFailure(new DOMException('aborted', 'AbortError'))).toBe('ignore');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, parseErrorBody } from './api-client';

function respond(status: number, body: unknown, statusText = '') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, statusText }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an error answer of the API', () => {
  it('becomes an ApiError with status, key, message, params and fields', () => {
    const error = parseErrorBody(400, {
      statusCode: 400,
      error: {
        error: 'validation-error',
        message: 'Please check the form.',
        params: { max: 255, name: 'x', nested: { no: 1 } },
        fields: { 'journal.url': { error: 'journal-url-invalid', message: 'Your journal website must start with http://' }, bad: 3 },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.key).toBe('validation-error');
    expect(error.message).toBe('Please check the form.');
    expect(error.params).toEqual({ max: 255, name: 'x' });
    expect(error.fields).toEqual({ 'journal.url': { error: 'journal-url-invalid', message: 'Your journal website must start with http://' } });
    expect(error.isClientError).toBe(true);
  });

  it('recognises an invalidated session', () => {
    const error = parseErrorBody(401, { statusCode: 401, error: { error: 'session-invalid', message: 'Please sign in again.' } });
    expect(error.isSessionInvalid).toBe(true);
  });

  it('keeps the status when the body is not in the API format (a proxy error page)', () => {
    const error = parseErrorBody(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.key).toBe('server-error');
    expect(error.isServerError).toBe(true);
  });
});

describe('an API request', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = respond(200, { siteLanguage: 'cn' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ siteLanguage: string }>('/api/x', { method: 'PUT', body: { a: 1 }, query: { language: 'cn', skip: undefined } });
    expect(result).toEqual({ siteLanguage: 'cn' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?language=cn');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('rejects with the parsed ApiError on a non-2xx answer', async () => {
    vi.stubGlobal('fetch', respond(409, { statusCode: 409, error: { error: 'order-duplicate', message: 'Duplicate', params: {}, fields: {} } }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 409, key: 'order-duplicate', message: 'Duplicate' });
  });

  it('rejects with a network failure (status 0) when no answer arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkFailure).toBe(true);
    expect((error as ApiError).key).toBe('network-request-error');
  });

  it('resolves an empty answer (204) to undefined', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('query strings', () => {
  it('skip empty values and extend an existing query', () => {
    expect(buildUrl('/api/order/search', { xid: '', page: 2, title: null })).toBe('/api/order/search?xid=&page=2');
    expect(buildUrl('/api/a?b=1', { c: true })).toBe('/api/a?b=1&c=true');
    expect(buildUrl('/api/a', {})).toBe('/api/a');
  });
});

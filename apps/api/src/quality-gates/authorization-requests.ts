import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { injectAnswer } from '../test/inject-answer';
import { fillPath, type Operation } from '../test/openapi-operations';
import { sampleOf } from './bad-input/sample';
import type { Target } from './authorization-targets';

/**
 * Test support of the authorization gate: a request for an operation with given identifiers, carrying a body
 * its schema accepts, so that a refusal comes from the access check and not from validation.
 */

/** A multipart body with a `kind` field and one small PDF, for the upload operations (which declare no body). */
function multipartBody(): { payload: Buffer; contentType: string } {
  const boundary = '----mgauthzupload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nmain\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="number"\r\n\r\n12345678\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="paper.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface SentRequest {
  url: string;
  response: LightMyRequestResponse;
}

export async function send(app: FastifyInstance, operation: Operation, target: Target, headers: Record<string, string>): Promise<SentRequest> {
  const search = new URLSearchParams(target.query).toString();
  const url = fillPath(operation.path, target.path) + (search ? `?${search}` : '');
  if (operation.method === 'GET') return { url, response: await injectAnswer(app, { method: 'GET', url, headers }, operation.streams) };
  const method = operation.method as 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  const json = operation.body['application/json'];
  if (target.body) return { url, response: await app.inject({ method, url, headers, payload: target.body }) };
  if (json) return { url, response: await app.inject({ method, url, headers, payload: sampleOf(json, 'smallest') as Record<string, unknown> }) };
  if (/multipart/i.test(operation.summary)) {
    const body = multipartBody();
    return { url, response: await app.inject({ method, url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload }) };
  }
  return { url, response: await app.inject({ method, url, headers }) };
}

/** The owner's words found in a response: its body and the headers a browser shows (Location, file names). */
export function tracesIn(response: LightMyRequestResponse, traces: readonly string[]): string[] {
  const text = [response.body, loginRedirect(response) ? '' : String(response.headers.location ?? ''), String(response.headers['content-disposition'] ?? '')].join('\n').toLowerCase();
  return traces.filter((word) => text.includes(word.toLowerCase()));
}

export const REFUSED: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * A visitor sent to the login page: its `redirect` carries the path the visitor asked for (identifiers the
 * visitor sent, nothing read from the database), so its Location is no trace.
 */
export function loginRedirect(response: LightMyRequestResponse): boolean {
  return [302, 303].includes(response.statusCode) && /^\/[a-z]{2}\/login(\?|$)/.test(String(response.headers.location ?? ''));
}

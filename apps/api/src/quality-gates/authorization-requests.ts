import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fillPath, type JsonSchema, type Operation } from '../test/openapi-operations';
import type { Target } from './authorization-targets';

/**
 * Test support of the authorization gate: a request for an operation with given identifiers, carrying a body
 * its schema accepts, so that a refusal comes from the access check and not from validation.
 */

/** The smallest value a JSON Schema accepts, near enough: required properties, minimum lengths, first enum values. */
export function sampleOf(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      const chosen = (options as JsonSchema[]).find((option) => option.type !== 'null') ?? (options[0] as JsonSchema);
      return sampleOf(chosen);
    }
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      // A web address is checked beyond its schema (a journal's website): give one that passes.
      return Object.fromEntries(required.filter((name) => properties[name]).map((name) => [name, name === 'url' ? 'https://journals.example.org/marine-ecology' : sampleOf(properties[name] as JsonSchema)]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf((schema.items ?? {}) as JsonSchema));
    case 'string':
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'uri') return 'https://example.test/';
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    default:
      return {};
  }
}

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
  if (operation.method === 'GET') return { url, response: await app.inject({ method: 'GET', url, headers }) };
  const method = operation.method as 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  const json = operation.body['application/json'];
  if (target.body) return { url, response: await app.inject({ method, url, headers, payload: target.body }) };
  if (json) return { url, response: await app.inject({ method, url, headers, payload: sampleOf(json) as Record<string, unknown> }) };
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

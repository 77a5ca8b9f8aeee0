import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

const NUL = '\u0000';

/**
 * PostgreSQL cannot store U+0000 in text: a query carrying one fails, and would answer 500. So no route
 * ever sees one. Every request's decoded path parameters, query and parsed body (every string and every
 * key, at any depth, including parts the route's schema would drop) are looked at once, and a request
 * with a NUL is refused 400 'invalid-character', naming the field (`address.name`, `_` for a body that
 * is one string).
 *
 * The values are looked at before validation, as the client sent them, and the request is refused just
 * before its handler: guards that run before validation (the staff console's) still answer visitors and
 * researchers first, whatever they send. Multipart bodies are read by their routes as streams and are
 * not seen here; their fields are checked by those routes and file names are cleaned.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  const refused = new WeakMap<FastifyRequest, string>();
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field !== null) refused.set(request, field);
  });
  app.addHook('preHandler', async (request) => {
    const field = refused.get(request);
    if (field !== undefined) throw new AppError(400, 'invalid-character', {}, { [field]: 'invalid-character' });
  });
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  // Parsed JSON and forms, and the router's and query parser's own (prototype-less) objects; never the
  // bytes of a raw body or a stream.
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !(value instanceof Date) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The dotted path of the first string holding a NUL in a parsed value (`authors.0.name`), or of the
 * object one of whose keys holds one; `_` for the value itself; null when there is none. Walks without
 * recursion, so a body nested a hundred thousand levels deep is read like a flat one.
 */
export function fieldWithNul(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  // Read in order by an index: shifting a long array is linear each time.
  for (let index = 0, next = pending[0]; next !== undefined; next = pending[++index]) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return next.path || '_';
      continue;
    }
    if (!isContainer(next.value)) continue;
    for (const [key, child] of Object.entries(next.value)) {
      if (key.includes(NUL)) return next.path || '_';
      pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
    }
  }
  return null;
}

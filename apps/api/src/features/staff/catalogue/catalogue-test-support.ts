import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { browserHeaders, createSignedInUser, type TestApp, type TestUser } from '../../../test/test-app';

/** The three callers every staff endpoint is tried with: a staff member, a researcher and a visitor. */
export interface Callers {
  staff: TestUser;
  researcher: TestUser;
  visitor: Record<string, string>;
}

export async function createCallers(t: TestApp): Promise<Callers> {
  return {
    staff: await createSignedInUser(t.database, { role: 'staff', firstName: 'Jordan', lastName: 'Reyes' }),
    researcher: await createSignedInUser(t.database, { currency: 'USD' }),
    visitor: browserHeaders(),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function send(app: FastifyInstance, headers: Record<string, string>, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

/** Asserts the refusals of a staff endpoint: a researcher gets 404 and a visitor 401, even with a bad body. */
export async function refusals(app: FastifyInstance, callers: Callers, method: Method, url: string, payload?: unknown): Promise<number[]> {
  const researcher = await send(app, callers.researcher.headers, method, url, payload);
  const visitor = await send(app, callers.visitor, method, url, payload);
  const malformed = method === 'GET' ? researcher : await send(app, callers.researcher.headers, method, url, { nonsense: true });
  return [researcher.statusCode, visitor.statusCode, malformed.statusCode];
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { VISITOR_COOKIE } from '../platform/session/visitor';
import { browserHeaders } from './test-app';

/** Test support: a browser (visitor or signed-in user) that keeps the visitor cookie the server sets, and its calls. */
export interface Browser {
  headers: Record<string, string>;
}

/** A visitor's browser: CSRF cookie and header plus, once the server issued it, the visitor cookie. */
export function visitor(): Browser {
  return { headers: browserHeaders() };
}

export function signedIn(headers: Record<string, string>): Browser {
  return { headers: { ...headers } };
}

/** Keeps the visitor cookie the server sets, as a browser would. */
export function remember(browser: Browser, response: LightMyRequestResponse): void {
  const cookie = response.cookies.find((each) => each.name === VISITOR_COOKIE);
  if (!cookie) return;
  const others = (browser.headers.cookie ?? '').split('; ').filter((part) => part && !part.startsWith(`${VISITOR_COOKIE}=`));
  browser.headers.cookie = [...others, `${VISITOR_COOKIE}=${cookie.value}`].join('; ');
}

export async function call(app: FastifyInstance, browser: Browser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await app.inject({ method, url, headers: browser.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  remember(browser, response);
  return response;
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { orderFormResponseSchema, type OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { VISITOR_COOKIE } from '../../platform/session/visitor';
import { browserHeaders } from '../../test/test-app';

/** Test helpers for order-form API tests: a browser (visitor or user) and multipart uploads. */
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

export function formOf(response: LightMyRequestResponse): OrderFormResponse {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return orderFormResponseSchema.parse(response.json());
}

/** A multipart body with the `kind` field first, then the file. */
export function multipart(kind: string, fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----mg${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(app: FastifyInstance, browser: Browser, formId: string, kind: string, fileName: string, content: Buffer) {
  const part = multipart(kind, fileName, content);
  const response = await app.inject({ method: 'POST', url: `/api/order-form/${formId}/files`, headers: { ...browser.headers, 'content-type': part.contentType }, payload: part.body });
  remember(browser, response);
  return response;
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { orderFormResponseSchema, type OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { remember, type Browser } from '../../test/test-browser';

/** Test helpers for order-form API tests: a browser (visitor or user, from src/test/test-browser.ts) and multipart uploads. */
export { call, remember, signedIn, visitor, type Browser } from '../../test/test-browser';

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

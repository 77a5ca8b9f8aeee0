import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  confirmDataSchema,
  wechatLoginStartResponseSchema,
  wechatLoginStatusResponseSchema,
} from '@marginalia/contracts/auth/auth.contract';
import { hashToken } from '../../../platform/session/session';
import { browser } from '../test-support';
import { WECHAT_BROWSER_COOKIE } from './wechat.routes';

/** Test support of the WeChat sign-in's API tests: the browser's calls and the sandbox phone's. */

export interface Started {
  loginCode: string;
  ticket: string;
  url: string;
  /** `mg_wechat=…`: what makes this browser the one that started the sign-in. */
  wechatCookie: string;
}

export async function startWechat(
  app: FastifyInstance,
  options: { query?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/wechat-login${options.query ?? ''}`,
    payload: (options.payload ?? { redirect: null }) as object,
    headers: options.headers ?? browser(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = wechatLoginStartResponseSchema.parse(response.json());
  const cookie = response.cookies.find((each) => each.name === WECHAT_BROWSER_COOKIE);
  return { ...body, wechatCookie: cookie ? `${WECHAT_BROWSER_COOKIE}=${cookie.value}` : (options.headers?.cookie ?? '') };
}

export function poll(app: FastifyInstance, loginCode: string, cookie: string, query = ''): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/auth/wechat-login/${encodeURIComponent(loginCode)}${query}`, headers: { cookie } });
}

export async function pollBody(app: FastifyInstance, loginCode: string, cookie: string) {
  const response = await poll(app, loginCode, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return wechatLoginStatusResponseSchema.parse(response.json());
}

/** The phone's form post (a plain HTML form: no CSRF token, no cookies). */
export function phone(
  app: FastifyInstance,
  ticket: string,
  action: 'approve' | 'refuse',
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/auth/wechat-sandbox/${ticket}/${action}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function sandboxPage(app: FastifyInstance, ticket: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/auth/wechat-sandbox/${ticket}`, headers });
}

export const newOpenid = () => `o${hashToken(String(Math.random())).slice(0, 27)}`;

export function confirmDataOf(redirectUri: string | null) {
  expect(redirectUri).toMatch(/^\/(en|br|cn|es|jp)\/register\/confirm\/[A-Za-z0-9_-]+$/);
  const encoded = (redirectUri ?? '').split('/').pop() ?? '';
  return confirmDataSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
}

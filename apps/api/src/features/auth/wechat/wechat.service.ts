import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WechatLoginStartResponse, WechatLoginStatusResponse } from '@marginalia/contracts/auth/auth.contract';
import { PERSON_NAME_MAX_LENGTH } from '@marginalia/contracts/auth/credentials';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../../platform/db/client';

import { consumeRateLimit } from '../../../platform/security/rate-limit';
import { completeSignIn } from '../sign-in.service';
import { createPendingExternalLogin, findLinkedUser } from '../external-login.repository';
import { confirmPath, safeRedirect } from '../oidc/oidc-paths';
import { WECHAT_LOGIN_TTL_SECONDS, type WechatAdapter } from './wechat.adapter';
import type { WechatScan } from './wechat-events';
import {
  approveWechatLogin,
  consumeApprovedWechatLogin,
  deleteWechatLoginsExpiredBefore,
  findWechatLoginForBrowser,
  insertWechatLogin,
} from './wechat.repository';
import type { UserRow } from '../../../platform/db/schema/users';

export const WECHAT_PROVIDER = 'wechat';
export const WECHAT_PROVIDER_NAME = 'WeChat';
/** QR codes one address may ask for (rate-limited per address), generous enough for a test run from one machine. */
export const WECHAT_START_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };
/** An approval given in time stays usable this long after the code expires (the browser polls every 2 s). */
const APPROVAL_GRACE_MS = 60 * 1000;
const FORGET_AFTER_MS = 24 * 3600 * 1000;

export type WechatLoginError = 'wechat-login-refused' | 'wechat-login-expired';

/** Where a sign-in stands for the browser polling it. */
export type WechatLoginOutcome =
  | { kind: 'waiting' }
  | { kind: 'error'; error: WechatLoginError }
  | { kind: 'linked'; user: UserRow }
  | { kind: 'confirm'; redirectUri: string };

export interface StartInput {
  browserHash: string;
  redirect: string | null;
  language: SiteLanguage;
  address: string;
}

/** Asks the platform for a QR code and remembers the sign-in for the browser that asked. */
export async function startWechatLogin(
  db: Db,
  adapter: WechatAdapter,
  input: StartInput,
  now = new Date(),
): Promise<WechatLoginStartResponse> {
  await consumeRateLimit(db, [{ bucket: `wechat-login:address:${input.address}`, ...WECHAT_START_LIMIT }], now);
  const loginCode = randomBytes(24).toString('base64url');
  const qr = await adapter.createQrCode(loginCode);
  const ttlSeconds = Math.max(1, Math.min(qr.expiresInSeconds, WECHAT_LOGIN_TTL_SECONDS));
  await insertWechatLogin(db, {
    loginCode,
    ticket: qr.ticket,
    browserHash: input.browserHash,
    status: 'pending',
    redirect: safeRedirect(input.redirect),
    language: input.language,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  // Housekeeping on roughly one call in fifty keeps the table small without a scheduled job.
  if (Math.random() < 0.02) await deleteWechatLoginsExpiredBefore(db, new Date(now.getTime() - FORGET_AFTER_MS));
  return { loginCode, ticket: qr.ticket, url: qr.url, error: null };
}

/**
 * What a poll finds. An approved sign-in is used up by the poll that sees it (one transaction: the
 * code is consumed and, for an openid we do not know yet, the confirm screen's pending login made).
 * Returns null when this browser did not start `loginCode`.
 */
export async function resolveWechatLogin(
  db: Db,
  loginCode: string,
  browserHash: string,
  now = new Date(),
): Promise<WechatLoginOutcome | null> {
  const row = await findWechatLoginForBrowser(db, loginCode, browserHash);
  if (!row) return null;
  switch (row.status) {
    case 'refused':
      return { kind: 'error', error: 'wechat-login-refused' };
    case 'consumed':
      return { kind: 'error', error: 'wechat-login-expired' };
    case 'pending':
    case 'scanned':
      return row.expiresAt > now ? { kind: 'waiting' } : { kind: 'error', error: 'wechat-login-expired' };
    case 'approved':
      break;
  }
  return db.transaction(async (tx): Promise<WechatLoginOutcome> => {
    const used = await consumeApprovedWechatLogin(tx, loginCode, browserHash, new Date(now.getTime() - APPROVAL_GRACE_MS));
    if (!used?.openid) return { kind: 'error', error: 'wechat-login-expired' };
    const user = await findLinkedUser(tx, WECHAT_PROVIDER, used.openid);
    if (user) return { kind: 'linked', user };
    // The nickname prefills the first name, within the length the registration accepts.
    const firstName = used.nickname ? Array.from(used.nickname).slice(0, PERSON_NAME_MAX_LENGTH).join('') : null;
    const externalLoginToken = await createPendingExternalLogin(
      tx,
      { provider: WECHAT_PROVIDER, subject: used.openid, email: null, emailVerified: false, firstName, lastName: null },
      now,
    );
    const language = isSiteLanguage(used.language) ? used.language : DEFAULT_LANGUAGE;
    const data = {
      provider: WECHAT_PROVIDER,
      providerName: WECHAT_PROVIDER_NAME,
      externalLoginToken,
      email: null,
      firstName,
      lastName: null,
      redirect: used.redirect,
    };
    return { kind: 'confirm', redirectUri: confirmPath(language, data, null) };
  });
}

const WAITING: WechatLoginStatusResponse = { error: null, loggedIn: false, redirectUri: null, user: null };

/** `GET /api/auth/wechat-login/{loginCode}`; null when the browser may not see it. */
export async function pollWechatLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  loginCode: string,
  browserHash: string,
): Promise<WechatLoginStatusResponse | null> {
  const outcome = await resolveWechatLogin(app.platform.db, loginCode, browserHash);
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'waiting':
      return WAITING;
    case 'error':
      // A message key: the web translates it with the catalogue of the load (errors stop the polling).
      return { ...WAITING, error: outcome.error };
    case 'confirm':
      return { ...WAITING, redirectUri: outcome.redirectUri };
    case 'linked': {
      const signedIn = await completeSignIn(app, request, reply, outcome.user);
      return { error: null, loggedIn: true, redirectUri: signedIn.redirectUri, user: signedIn.user };
    }
  }
}

/** A scan reported by the Official Account: approves the sign-in of the QR's scene string (WeChat gives no nickname). */
export async function recordOfficialScan(db: Db, scan: WechatScan, now = new Date()): Promise<boolean> {
  return approveWechatLogin(db, { loginCode: scan.loginCode, ticket: scan.ticket }, { openid: scan.openid, nickname: null }, now);
}

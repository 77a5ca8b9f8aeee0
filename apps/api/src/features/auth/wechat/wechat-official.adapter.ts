import QRCode from 'qrcode';
import { AppError } from '../../../platform/errors/app-error';
import { WECHAT_LOGIN_TTL_SECONDS, type FetchLike, type WechatAdapter } from './wechat.adapter';

const API = 'https://api.weixin.qq.com/cgi-bin';
/** Renew the access token this long before WeChat says it expires. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 10_000;
/** errcodes meaning our cached access token is no longer valid (replaced, expired). */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

export interface OfficialAccountSettings {
  appId: string;
  appSecret: string;
}

/** Where failures of WeChat's API are reported (the person sees wechat-login-error). */
export type WechatFailureLog = (detail: { errcode: number | null; message: string }) => void;

interface WechatErrorBody {
  errcode?: number;
  errmsg?: string;
}

class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
  }
}

async function callApi<T extends object>(fetchImpl: FetchLike, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new WechatApiError(-1, `HTTP ${response.status}`);
  const body = (await response.json()) as T & WechatErrorBody;
  if (typeof body.errcode === 'number' && body.errcode !== 0) throw new WechatApiError(body.errcode, body.errmsg ?? 'error');
  return body;
}

/**
 * The WeChat Official Account platform ("scan a parametric QR code" sign-in): a temporary QR code whose
 * scene string is our loginCode; WeChat reports the scan to `POST /api/auth/wechat/events` with the
 * person's openid. The access token is cached per process until shortly before it expires (a second
 * process fetching its own is fine: WeChat keeps the previous token valid for a few minutes).
 */
export function createOfficialAccountAdapter(
  settings: OfficialAccountSettings,
  fetchImpl: FetchLike,
  logFailure: WechatFailureLog = () => {},
): WechatAdapter {
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: settings.appId, secret: settings.appSecret });
    const body = await callApi<{ access_token?: string; expires_in?: number }>(fetchImpl, `${API}/token?${query.toString()}`);
    if (!body.access_token) throw new WechatApiError(-1, 'no access_token');
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS };
    return body.access_token;
  };

  const accessToken = async (): Promise<string> => {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const createQr = async (loginCode: string) => {
    const token = await accessToken();
    return callApi<{ ticket?: string; url?: string; expire_seconds?: number }>(
      fetchImpl,
      `${API}/qrcode/create?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          expire_seconds: WECHAT_LOGIN_TTL_SECONDS,
          action_name: 'QR_STR_SCENE',
          action_info: { scene: { scene_str: loginCode } },
        }),
      },
    );
  };

  return {
    mode: 'official',
    async createQrCode(loginCode) {
      try {
        let created;
        try {
          created = await createQr(loginCode);
        } catch (error) {
          if (!(error instanceof WechatApiError && STALE_TOKEN_CODES.has(error.errcode))) throw error;
          cached = null;
          created = await createQr(loginCode);
        }
        if (!created.ticket || !created.url) throw new WechatApiError(-1, 'no ticket');
        // The image is drawn here from the code's content rather than linked from WeChat's
        // `https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=…`: the page's CSP allows only our own and data: images, and
        // the browser makes no request to WeChat before the person decides to scan.
        const svg = await QRCode.toString(created.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 240 });
        return {
          ticket: created.ticket,
          url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          expiresInSeconds: Math.min(created.expire_seconds ?? WECHAT_LOGIN_TTL_SECONDS, WECHAT_LOGIN_TTL_SECONDS),
        };
      } catch (error) {
        logFailure({
          errcode: error instanceof WechatApiError ? error.errcode : null,
          message: error instanceof Error ? error.message : String(error),
        });
        throw new AppError(502, 'wechat-login-error');
      }
    },
  };
}

import type { WechatConfig } from '../../../platform/config';

/** How long a WeChat QR code can be scanned: the web polls 30 × 2 s = 60 s, plus room to get the phone out. */
export const WECHAT_LOGIN_TTL_SECONDS = 120;

/** A QR code the browser shows; scanning it with WeChat approves the sign-in `loginCode`. */
export interface WechatQrCode {
  /** The platform's ticket of this QR code (unguessable). */
  ticket: string;
  /** The QR code image for an `<img src>`. */
  url: string;
  expiresInSeconds: number;
}

/**
 * The WeChat platform behind the QR sign-in (ADR-worthy: the sign-in never depends on a real account in
 * development and tests). The approval arrives on the adapter's own routes: the sandbox's approval page,
 * or the Official Account's event callback.
 */
export interface WechatAdapter {
  readonly mode: WechatConfig['mode'];
  createQrCode(loginCode: string): Promise<WechatQrCode>;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

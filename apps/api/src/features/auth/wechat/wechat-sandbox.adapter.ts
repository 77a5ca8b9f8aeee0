import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { wechatSandboxPaths } from '@marginalia/contracts/auth/auth.paths';
import { WECHAT_LOGIN_TTL_SECONDS, type WechatAdapter } from './wechat.adapter';

/**
 * The default adapter: no outside account. The QR code is an image we serve, and it opens our own
 * "phone" page where a person approves or refuses the sign-in as WeChat would.
 */
export function createSandboxAdapter(): WechatAdapter {
  return {
    mode: 'sandbox',
    async createQrCode() {
      const ticket = randomBytes(24).toString('base64url');
      return { ticket, url: wechatSandboxPaths.qrCode(ticket), expiresInSeconds: WECHAT_LOGIN_TTL_SECONDS };
    },
  };
}

/** The QR code image (SVG) that opens the approval page of `ticket`: `{publicUrl}{page path}`. */
export function sandboxQrSvg(publicUrl: string, ticket: string): Promise<string> {
  const target = new URL(wechatSandboxPaths.page(ticket), publicUrl).toString();
  return QRCode.toString(target, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
    color: { dark: '#111111', light: '#ffffff' },
  });
}

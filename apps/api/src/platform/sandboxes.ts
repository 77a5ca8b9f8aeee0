import type { AppConfig } from './config';

/**
 * The webhook secret used when PAYMENT_WEBHOOK_SECRET is not set. It is in the source code, so anyone can sign
 * a sandbox gateway webhook with it.
 */
export const DEVELOPMENT_WEBHOOK_SECRET = 'marginalia-sandbox-webhook-secret';

export interface ActiveSandbox {
  /** What is running, and what anybody who reaches the portal can do with it. */
  risk: string;
  /** The variables that replace it. */
  fix: string;
}

/**
 * The stand-ins for outside services that the configuration leaves on. They make the portal work on a fresh
 * machine without any account, and let anybody who reaches it approve payments or sign in as a WeChat user.
 * The development webhook secret matters only to the sandbox gateway: no other gateway reads it.
 */
export function activeSandboxes(config: Pick<AppConfig, 'payments' | 'wechat'>): ActiveSandbox[] {
  const active: ActiveSandbox[] = [];
  if (config.payments.gateway === 'sandbox') {
    active.push({
      risk: 'Payments go through the built-in sandbox gateway: no money moves, and anybody who reaches the portal can approve a pending payment on its approve/refuse pages.',
      fix: 'PAYMENT_GATEWAY=braintree with BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY and BRAINTREE_ENVIRONMENT=production',
    });
    if (config.payments.webhookSecret === DEVELOPMENT_WEBHOOK_SECRET) {
      active.push({
        risk: 'Payment webhooks are checked against the development secret, which is public: anybody can forge a "payment settled" notification.',
        fix: 'PAYMENT_WEBHOOK_SECRET=<a long random value> (or leave the sandbox gateway)',
      });
    }
  }
  if (config.wechat.mode === 'sandbox') {
    active.push({
      risk: 'WeChat sign-in runs in sandbox mode: anybody can approve a sign-in as any WeChat user on its local "phone" page.',
      fix: 'WECHAT_MODE=official with WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_TOKEN, or WECHAT_MODE=off',
    });
  }
  return active;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses that only this machine reaches. */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    // The URL parser lower-cases names and writes every IPv4 and IPv6 form canonically (127.1 → 127.0.0.1).
    host = new URL(url).hostname.replace(/\.$/, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const RULE = '='.repeat(100);

function list(active: ActiveSandbox[]): string[] {
  return active.flatMap(({ risk, fix }) => [`  * ${risk}`, `    Set ${fix}.`]);
}

/**
 * Why the portal must not start: sandboxes on an address others can reach, without ALLOW_SANDBOX=true saying
 * that this is meant (a shared demo with no real customers). Null when it may start.
 */
export function sandboxRefusal(config: Pick<AppConfig, 'payments' | 'wechat' | 'publicUrl' | 'allowSandbox'>): string | null {
  const active = activeSandboxes(config);
  if (active.length === 0 || config.allowSandbox || isLocalUrl(config.publicUrl)) return null;
  return [
    `Refusing to start: PUBLIC_URL (${config.publicUrl}) is not a local address, and sandboxes meant for a demo on this machine are configured:`,
    ...list(active),
    'To run them on this address anyway (a shared demo with no real customers), set ALLOW_SANDBOX=true.',
  ].join('\n');
}

/** The notice printed at start while any sandbox is active; null when none is. */
export function sandboxNotice(config: Pick<AppConfig, 'payments' | 'wechat' | 'publicUrl'>): string | null {
  const active = activeSandboxes(config);
  if (active.length === 0) return null;
  return [
    RULE,
    '  SANDBOX MODE: fine for a demo on this machine, never for real customers.',
    '',
    ...list(active),
    '',
    isLocalUrl(config.publicUrl)
      ? '  On a PUBLIC_URL that is not a local address the portal refuses to start like this, unless ALLOW_SANDBOX=true.'
      : `  PUBLIC_URL (${config.publicUrl}) is not a local address: ALLOW_SANDBOX=true lets these run there.`,
    RULE,
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { activeSandboxes, isLocalUrl, sandboxNotice } from './sandboxes';

const BRAINTREE = { PAYMENT_GATEWAY: 'braintree', BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PUBLIC_KEY: 'public', BRAINTREE_PRIVATE_KEY: 'private' };
const PUBLIC = { PUBLIC_URL: 'https://portal.example.com' };

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the port the portal listens on', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
  });
});

describe('JOB_LEASE_SECONDS', () => {
  it('is 30 seconds unless set, and refuses what is not a whole number of seconds from 2 to 3600', () => {
    expect(loadConfig({}).jobLeaseSeconds).toBe(30);
    expect(loadConfig({ JOB_LEASE_SECONDS: '5' }).jobLeaseSeconds).toBe(5);
    for (const wrong of ['1', '0.5', '3601', 'soon']) expect(() => loadConfig({ JOB_LEASE_SECONDS: wrong })).toThrow();
  });
});

describe('the sandboxes a configuration leaves on', () => {
  it('are the payment gateway, its development webhook secret and WeChat sign-in, by default', () => {
    expect(activeSandboxes(loadConfig({})).map((each) => each.fix)).toEqual([
      expect.stringContaining('PAYMENT_GATEWAY=braintree'),
      expect.stringContaining('PAYMENT_WEBHOOK_SECRET='),
      expect.stringContaining('WECHAT_MODE=official'),
    ]);
  });

  it('leave out the webhook secret once it is set, and everything once real services are configured', () => {
    expect(activeSandboxes(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'a-secret-of-our-own-0123' })).map((each) => each.fix)).toEqual([
      expect.stringContaining('PAYMENT_GATEWAY=braintree'),
      expect.stringContaining('WECHAT_MODE=official'),
    ]);
    expect(activeSandboxes(loadConfig({ ...BRAINTREE, WECHAT_MODE: 'off' }))).toEqual([]);
    expect(sandboxNotice(loadConfig({ ...BRAINTREE, WECHAT_MODE: 'off' }))).toBeNull();
  });

  it('are announced at start with what each means and what to set', () => {
    const notice = sandboxNotice(loadConfig({}));
    expect(notice).toContain('SANDBOX MODE');
    expect(notice).toContain('anybody who reaches the portal can approve a pending payment');
    expect(notice).toContain('Set PAYMENT_GATEWAY=braintree with BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY');
    expect(notice).toContain('Set PAYMENT_WEBHOOK_SECRET=');
    expect(notice).toContain('Set WECHAT_MODE=official with WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_TOKEN, or WECHAT_MODE=off');
    expect(notice).toContain('ALLOW_SANDBOX=true');
  });
});

describe('a public PUBLIC_URL with sandboxes', () => {
  it('is refused, naming every sandbox, what to set instead and ALLOW_SANDBOX', () => {
    const message = refusal(PUBLIC);
    expect(message).toContain('Refusing to start: PUBLIC_URL (https://portal.example.com) is not a local address');
    expect(message).toContain('Set PAYMENT_GATEWAY=braintree');
    expect(message).toContain('Set PAYMENT_WEBHOOK_SECRET=');
    expect(message).toContain('Set WECHAT_MODE=official');
    expect(message).toContain('set ALLOW_SANDBOX=true');
  });

  it('is refused for a single sandbox left on, naming only that one', () => {
    const message = refusal({ ...PUBLIC, ...BRAINTREE });
    expect(message).toContain('WECHAT_MODE=official');
    expect(message).not.toContain('PAYMENT_GATEWAY=');
    expect(message).not.toContain('PAYMENT_WEBHOOK_SECRET=');
    expect(refusal({ ...PUBLIC, WECHAT_MODE: 'off', PAYMENT_WEBHOOK_SECRET: 'a-secret-of-our-own-0123' })).toContain('PAYMENT_GATEWAY=braintree');
  });

  it('starts when ALLOW_SANDBOX=true says so, still with the notice', () => {
    const config = loadConfig({ ...PUBLIC, ALLOW_SANDBOX: 'true' });
    expect(config.allowSandbox).toBe(true);
    expect(sandboxNotice(config)).toContain('PUBLIC_URL (https://portal.example.com) is not a local address');
    expect(() => loadConfig({ ...PUBLIC, ALLOW_SANDBOX: 'false' })).toThrow(ConfigError);
  });

  it('starts without sandboxes', () => {
    expect(loadConfig({ ...PUBLIC, ...BRAINTREE, WECHAT_MODE: 'off' }).publicUrl).toBe('https://portal.example.com');
  });
});

describe('local addresses', () => {
  it('are localhost, *.localhost, 127.0.0.0/8 and ::1, in any spelling the URL parser accepts', () => {
    for (const url of ['http://localhost:3000', 'http://LOCALHOST', 'http://localhost.', 'https://portal.localhost', 'http://127.0.0.1:3100', 'http://127.9.8.7', 'http://127.1', 'http://[::1]:3000', 'http://[0:0:0:0:0:0:0:1]']) {
      expect(isLocalUrl(url), url).toBe(true);
      expect(() => loadConfig({ PUBLIC_URL: url }), url).not.toThrow();
    }
  });

  it('are not other private or public addresses, nor names that merely contain localhost', () => {
    for (const url of ['https://portal.example.com', 'http://localhost.example.com', 'http://mylocalhost', 'http://10.0.0.5', 'http://192.168.1.2', 'http://0.0.0.0:3000', 'http://128.0.0.1', 'http://[::2]', 'http://[::ffff:127.0.0.1]']) {
      expect(isLocalUrl(url), url).toBe(false);
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(/ALLOW_SANDBOX=true/);
    }
  });
});

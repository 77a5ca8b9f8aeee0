import { describe, expect, it } from 'vitest';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { useTestApp } from '../../../test/use-test-app';
import { browser } from '../test-support';

const t = useTestApp({ WECHAT_MODE: 'off' });

describe('WeChat sign-in switched off by the deployment (WECHAT_MODE=off)', () => {
  it('is not offered, although the wechat_sso flag is on in the stored settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/researcher/load' });
    expect(loadResponseSchema.parse(res.json()).application.featureFlags.wechat_sso).toBe(false);
  });

  it('refuses to start a sign-in, with the translated message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/wechat-login', payload: { redirect: null }, headers: { ...browser(), cookie: `${browser().cookie}; mg_lang=cn` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('wechat-sso-disabled');
    expect(res.json().error.message).not.toBe('wechat-sso-disabled');
  });

  it('serves neither the sandbox phone nor the official event callback', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/wechat-sandbox/${'t'.repeat(40)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/wechat/events' })).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { sisterSiteOrigins } from './site-origins';

const t = useTestApp();

describe('the sister sites of the other localizations', () => {
  it('are the HTTPS origins of every localization but ours', async () => {
    expect(await sisterSiteOrigins(t.database.db, 'https://secure.marginalia.example')).toEqual(['https://secure.marginalia.example.cn']);
  });

  it('may serve images to our pages (the cross-site logout images)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const imgSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc).toContain('https://secure.marginalia.example.cn');
    expect(imgSrc).not.toContain('*');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { sisterSiteOrigins } from './site-origins';

const t = useTestApp();

const imgSrcOf = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  return String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('img-src'));
};

describe('the sister sites of the other localizations', () => {
  it('are the HTTPS origins of every localization but ours, when this portal is one of their sites', async () => {
    expect(await sisterSiteOrigins(t.database.db, 'https://secure.marginalia.example')).toEqual(['https://secure.marginalia.example.cn']);
    expect(await sisterSiteOrigins(t.database.db, 'https://secure.marginalia.example.cn')).toEqual(['https://secure.marginalia.example']);
  });

  it('are none when this portal is none of their sites', async () => {
    expect(await sisterSiteOrigins(t.database.db, 'http://localhost:3000')).toEqual([]);
    expect(await sisterSiteOrigins(t.database.db, 'https://portal.example.org')).toEqual([]);
  });

  it('are not among the sources of images of a portal that has none', async () => {
    const imgSrc = await imgSrcOf();
    expect(imgSrc?.trim().split(/\s+/)).toEqual(['img-src', "'self'", 'data:', 'blob:']);
  });
});

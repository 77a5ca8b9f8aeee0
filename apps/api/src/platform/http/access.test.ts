import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessDeclarations } from './access';

describe('declared access of API routes', () => {
  it('records each route by its OpenAPI name, without the HEAD twins', async () => {
    const app = Fastify();
    registerAccessDeclarations(app);
    app.get('/api/order/:externalId', { config: { access: 'owner' } }, async () => ({}));
    app.post('/api/staff/holidays', { config: { access: 'staff' } }, async () => ({}));
    await app.ready();
    expect([...app.accessRules]).toEqual([
      ['GET /api/order/{externalId}', 'owner'],
      ['POST /api/staff/holidays', 'staff'],
    ]);
    await app.close();
  });

  it('refuses an API route that declares no access, but not a hidden or non-API one', async () => {
    const app = Fastify();
    registerAccessDeclarations(app);
    app.get('/healthz', async () => 'ok');
    app.get('/api/docs/json', { schema: { hide: true } }, async () => ({}));
    expect(() => app.get('/api/order/:externalId', async () => ({}))).toThrow('GET /api/order/:externalId declares no access rule');
    await app.close();
  });
});

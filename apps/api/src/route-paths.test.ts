import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@marginalia/contracts/http/api-path';
import { createTestApp, type TestApp } from './test/test-app';
import { z } from 'zod';
import {
  contractTemplates,
  exportedTemplates,
  mismatchedParams,
  registeredRoutes,
  unknownRoutes,
  unservedApiTemplates,
  unusedExceptions,
  type RegisteredRoute,
  type RouteException,
} from './test/route-paths';

/** Routes whose paths are not ours to put in the contracts. */
const EXCEPTIONS: RouteException[] = [
  { url: '/api/docs', andBelow: true, why: 'the OpenAPI document and Swagger UI, registered by @fastify/swagger-ui under its routePrefix' },
  { url: '/', andBelow: false, why: "the built web app's entry (platform/http/web-app.ts): pages, not API calls" },
  { url: '/*', andBelow: false, why: "the built web app's single-page fallback: URLs under a language prefix answer index.html (404 for an unknown page)" },
  { url: '/assets', andBelow: true, why: "the built web app's hashed assets, registered by @fastify/static" },
];

/** A built web app, so the routes that serve it are registered too. */
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mg-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marginalia</title>');
  return dist;
}

describe('the comparison of registered routes with the contracts', () => {
  const templates = exportedTemplates({ orderPaths: { search: '/api/order/search', view: apiPath('/api/order/:externalId') }, steps: ['details'] });

  it('reads strings and apiPath templates from nested exports', () => {
    expect([...templates].sort()).toEqual(['/api/order/:externalId', '/api/order/search']);
  });

  it('names a route registered with a path the contracts do not export, once per method', () => {
    const routes: RegisteredRoute[] = [
      { method: 'GET', url: '/api/order/:externalId' },
      { method: 'HEAD', url: '/api/order/:externalId' },
      { method: 'GET', url: '/api/order/:id/secret' },
      { method: 'HEAD', url: '/api/order/:id/secret' },
      { method: 'DELETE', url: '/api/order/:id/secret' },
    ];
    expect(unknownRoutes(routes, templates, [])).toEqual(['DELETE /api/order/:id/secret', 'GET /api/order/:id/secret']);
  });

  it("accepts a plugin's trailing-slash twin and excused routes, and reports exceptions no route needs", () => {
    const routes: RegisteredRoute[] = [
      { method: 'GET', url: '/api/order/search/' },
      { method: 'GET', url: '/api/docs/' },
      { method: 'GET', url: '/api/docs/static/*' },
      { method: 'GET', url: '/api/documents' },
    ];
    const docs: RouteException = { url: '/api/docs', andBelow: true, why: 'third-party' };
    const stale: RouteException = { url: '/gone', andBelow: false, why: 'old' };
    expect(unknownRoutes(routes, templates, [docs, stale])).toEqual(['GET /api/documents']);
    expect(unusedExceptions(routes, [docs, stale])).toEqual([stale]);
  });

  it('names exported API paths that no route serves', () => {
    expect(unservedApiTemplates([{ method: 'GET', url: '/api/order/search' }], templates)).toEqual(['/api/order/:externalId']);
  });

  it('names a route whose params schema does not match its pattern', () => {
    const routes = registeredRoutes({ method: 'GET', url: '/api/order/:externalId', schema: { params: z.object({ id: z.string() }) }, handler: () => undefined });
    expect(routes).toEqual([{ method: 'GET', url: '/api/order/:externalId', params: ['id'] }]);
    expect(mismatchedParams(routes)).toEqual(['GET /api/order/:externalId (params: id)']);
    expect(mismatchedParams([{ method: 'GET', url: '/api/order/:externalId', params: ['externalId'] }])).toEqual([]);
  });

  it('splits a route registered for several methods', () => {
    expect(registeredRoutes({ method: ['GET', 'POST'], url: '/api/fapiao', handler: () => undefined })).toEqual([
      { method: 'GET', url: '/api/fapiao' },
      { method: 'POST', url: '/api/fapiao' },
    ]);
  });
});

describe('every route the application registers', () => {
  const routes: RegisteredRoute[] = [];
  const apps: TestApp[] = [];
  let templates: Set<string>;

  beforeAll(async () => {
    const record = { onRoute: (route: Parameters<typeof registeredRoutes>[0]) => routes.push(...registeredRoutes(route)) };
    // The WeChat modes register different routes; the web app's routes need a built app.
    apps.push(await createTestApp({ WEB_DIST: fakeWebDist() }, { ...record, serveWebApp: true }));
    apps.push(await createTestApp({ WECHAT_MODE: 'official', WECHAT_APP_ID: 'wx-test', WECHAT_APP_SECRET: 'secret', WECHAT_TOKEN: 'token' }, record));
    templates = await contractTemplates();
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  it('uses a path the contracts export', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(unknownRoutes(routes, templates, EXCEPTIONS), 'register these with a path exported by a packages/contracts *.paths.ts file').toEqual([]);
  });

  it('declares params named as in its pattern', () => {
    expect(routes.filter((route) => route.params).length, 'routes with a params schema').toBeGreaterThan(50);
    expect(mismatchedParams(routes), 'params schemas naming parameters their pattern lacks').toEqual([]);
  });

  it('leaves no exception unused and no exported API path unserved', () => {
    expect(unusedExceptions(routes, EXCEPTIONS), 'exceptions no route needs any more').toEqual([]);
    expect(unservedApiTemplates(routes, templates), 'exported API paths that no route serves').toEqual([]);
  });
});

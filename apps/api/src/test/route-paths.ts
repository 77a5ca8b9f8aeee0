import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { isApiPath } from '@marginalia/contracts/http/api-path';

/**
 * Test support: the routes the server registers against the paths the contracts export, so a route can
 * only be added through a contracts path the web app can build too.
 */

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The keys of the route's `params` schema, when it declares one. */
  params?: readonly string[];
}

/** A route registered with a path of its own, and why that is acceptable. */
export interface RouteException {
  url: string;
  /** Also every URL below `url`. */
  andBelow: boolean;
  why: string;
}

const CONTRACTS_SOURCE = fileURLToPath(new URL('../../../../packages/contracts/src/', import.meta.url));

function paramKeys(schema: unknown): string[] | undefined {
  const shape = typeof schema === 'object' && schema !== null ? (schema as { shape?: unknown }).shape : undefined;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : undefined;
}

/** One entry per method of a registered route (`onRoute` may be told of several methods at once). */
export function registeredRoutes(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const params = paramKeys(route.schema?.params);
  return methods.map((method) => ({ method, url: route.url, ...(params ? { params } : {}) }));
}

/**
 * `METHOD url` of each route whose params schema names other parameters than its pattern: the handler
 * would read a parameter the URL never fills, and every call would be refused.
 */
export function mismatchedParams(routes: readonly RegisteredRoute[]): string[] {
  const names = (url: string) => [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]).sort();
  return routes
    .filter((route) => route.params !== undefined && names(route.url).join() !== [...route.params].sort().join())
    .map((route) => `${route.method} ${route.url} (params: ${route.params?.join(', ')})`);
}

/** Route patterns among exported values: strings starting with `/` and apiPath templates, in nested objects too. */
export function exportedTemplates(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/')) found.add(value);
  } else if (isApiPath(value)) {
    found.add(value.template);
  } else if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) exportedTemplates(member, found);
  }
  return found;
}

/** Every pattern exported by a `*.paths.ts` file of the contracts package. */
export async function contractTemplates(): Promise<Set<string>> {
  const files = readdirSync(CONTRACTS_SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.paths.ts'));
  const found = new Set<string>();
  for (const file of files) exportedTemplates((await import(join(CONTRACTS_SOURCE, file))) as unknown, found);
  return found;
}

/** A plugin's routes at its prefix itself come twice, with and without the trailing slash. */
const withoutTrailingSlash = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);

function excused(url: string, exceptions: readonly RouteException[]): RouteException | undefined {
  return exceptions.find((exception) => url === exception.url || (exception.andBelow && url.startsWith(`${withoutTrailingSlash(exception.url)}/`)));
}

/**
 * `METHOD url` of each route whose pattern no contracts path exports and no exception excuses. A HEAD route
 * Fastify added for a GET is left out when the GET itself is listed.
 */
export function unknownRoutes(routes: readonly RegisteredRoute[], templates: ReadonlySet<string>, exceptions: readonly RouteException[]): string[] {
  const unknown = routes.filter(({ url }) => !templates.has(withoutTrailingSlash(url)) && !excused(url, exceptions));
  const unknownGets = new Set(unknown.filter((route) => route.method === 'GET').map((route) => route.url));
  const listed = unknown.filter((route) => !(route.method === 'HEAD' && unknownGets.has(route.url))).map((route) => `${route.method} ${route.url}`);
  return [...new Set(listed)].sort();
}

/** Exceptions that no registered route needed any more (they should go). */
export function unusedExceptions(routes: readonly RegisteredRoute[], exceptions: readonly RouteException[]): RouteException[] {
  return exceptions.filter((exception) => !routes.some(({ url }) => excused(url, [exception]) === exception));
}

/** Exported `/api/` patterns that no registered route serves (a path the web would call in vain). */
export function unservedApiTemplates(routes: readonly RegisteredRoute[], templates: ReadonlySet<string>): string[] {
  const served = new Set(routes.map(({ url }) => withoutTrailingSlash(url)));
  return [...templates].filter((template) => template.startsWith('/api/') && !served.has(template)).sort();
}

import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES, UNPREFIXED_PAGE_ROUTES } from '@marginalia/contracts/http/page-routes';
import { discoveredAreas, pageRoutes, routes } from './router';
import { withDiscoveredAreas } from '../lib/route-discovery';

/** A catch-all that shows "Page not found" is no page. */
const isNotFound = (route: RouteObject) => (route.handle as { notFound?: boolean } | undefined)?.notFound === true;

const join = (parent: string, path: string | undefined) => [parent, path ?? ''].filter((part) => part !== '').join('/');

/** The full pattern of every route that renders a page: the leaves of the tree, index routes included. */
function pagePatterns(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (isNotFound(route)) return [];
    const path = route.index ? parent : join(parent, route.path);
    return route.children?.length ? pagePatterns(route.children, path) : [path];
  });
}

describe('the router and the pages the server knows', () => {
  it('route exactly the patterns of the contracts under the language prefix, areas discovered on their first visit included', async () => {
    expect(pagePatterns(await withDiscoveredAreas(pageRoutes, discoveredAreas)).sort()).toEqual(
      PAGE_ROUTES.map((route) => route.pattern).sort(),
    );
  });

  it('route exactly the pages the contracts list outside the language prefix', () => {
    const root = routes[0]?.children ?? [];
    const outside = root.filter((route) => !route.index && route.path !== ':lang');
    expect(pagePatterns(outside).sort()).toEqual(UNPREFIXED_PAGE_ROUTES.map((route) => route.pattern).sort());
  });
});

import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * A part of the route tree the first visit does not download: the route `routeId` (at /{lang}/{segment}) is
 * in the entry without children, and its children are added the first time a path under it is visited.
 * Keeps a large area's route objects (the staff console's) out of the first-visit budget.
 */
export interface DiscoveredArea {
  routeId: string;
  /** The first segment after the language: `staff` for /{lang}/staff/… */
  segment: string;
  children: () => Promise<RouteObject[]>;
}

/**
 * The router's `patchRoutesOnNavigation`: before a navigation under an area not yet discovered, loads the
 * area's routes and patches them in; every other navigation returns at once. A failed download throws, and
 * the router shows its error page (the load-failure panel with a retry), as for any lazy route.
 */
export function discoverAreas(areas: readonly DiscoveredArea[]): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  return async ({ path, patch }) => {
    const segment = path.split('/')[2];
    const area = areas.find((candidate) => candidate.segment === segment);
    if (!area || patched.has(area.routeId)) return;
    patch(area.routeId, await area.children());
    patched.add(area.routeId);
  };
}

/** The whole route tree with every area's routes in place, as the router has it once all were visited. */
export async function withDiscoveredAreas(tree: readonly RouteObject[], areas: readonly DiscoveredArea[]): Promise<RouteObject[]> {
  const childrenOf = new Map(await Promise.all(areas.map(async (area) => [area.routeId, await area.children()] as const)));
  const expand = (routes: readonly RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const discovered = route.id ? childrenOf.get(route.id) : undefined;
      if (discovered) return { ...route, children: discovered } as RouteObject;
      return route.children ? ({ ...route, children: expand(route.children) } as RouteObject) : route;
    });
  return expand(tree);
}

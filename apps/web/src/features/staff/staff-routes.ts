import type { RouteObject } from 'react-router';
import type { DiscoveredArea } from '../../lib/route-discovery';

/**
 * /{lang}/staff/*: the staff console. Staff only: a visitor goes to the login page, a researcher sees "not
 * found" (RequireStaff). The first visit's code holds only this gate's route: the gate is lazy, and the
 * console's pages (staff-route-tree.tsx) are added under it when a path under /{lang}/staff is first visited.
 */
export const staffRoute: RouteObject = {
  id: 'staff',
  path: 'staff',
  lazy: () => import('./require-staff').then((m) => ({ Component: m.RequireStaff })),
};

export const staffArea: DiscoveredArea = {
  routeId: 'staff',
  segment: 'staff',
  children: () => import('./staff-route-tree').then((m) => m.staffRouteTree),
};

import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { discoverAreas, type DiscoveredArea } from './route-discovery';

const desk: RouteObject = { path: 'orders/*' };

function area(): DiscoveredArea & { loads: number } {
  const value = { routeId: 'staff', segment: 'staff', loads: 0, children: async () => [desk] };
  value.children = async () => {
    value.loads += 1;
    return [desk];
  };
  return value;
}

const navigation = (path: string, patch: (id: string | null, children: RouteObject[]) => void) =>
  ({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined }) as unknown as Parameters<
    ReturnType<typeof discoverAreas>
  >[0];

describe('routes discovered on their first visit', () => {
  it('adds an area under its route the first time a path under it is visited, and only then', async () => {
    const staff = area();
    const discover = discoverAreas([staff]);
    const patch = vi.fn();
    await discover(navigation('/en/researcher/invoices', patch));
    await discover(navigation('/en/staffing', patch));
    expect(patch).not.toHaveBeenCalled();
    await discover(navigation('/zh/staff/orders/A1', patch));
    await discover(navigation('/zh/staff', patch));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('staff', [desk]);
    expect(staff.loads).toBe(1);
  });

  it('tries again on the next visit when the download failed', async () => {
    const staff = area();
    let fail = true;
    const loadChildren = staff.children;
    staff.children = () => (fail ? Promise.reject(new Error('offline')) : loadChildren());
    const discover = discoverAreas([staff]);
    const patch = vi.fn();
    await expect(discover(navigation('/en/staff', patch))).rejects.toThrow('offline');
    fail = false;
    await discover(navigation('/en/staff', patch));
    expect(patch).toHaveBeenCalledWith('staff', [desk]);
  });
});

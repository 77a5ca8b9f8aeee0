import { describe, expect, it } from 'vitest';
import { layoutTiles, tilePlacement } from './service-layout';

const tile = (name: string, featured = false) => ({ name, featured });

describe('service tile layout', () => {
  it('shows a single service half wide and centred', () => {
    expect(tilePlacement(1)).toEqual({ span: 6, offset: 3 });
  });

  it('gives three services 4 columns each and four services 3 columns each', () => {
    expect(tilePlacement(3)).toEqual({ span: 4, offset: 0 });
    expect(tilePlacement(4)).toEqual({ span: 3, offset: 0 });
  });

  it('keeps other counts readable', () => {
    expect(tilePlacement(2)).toEqual({ span: 6, offset: 0 });
    expect(tilePlacement(5)).toEqual({ span: 4, offset: 0 });
  });

  it('puts the featured service on its own row at 6 columns offset 3 when the featured component is on', () => {
    const tiles = [tile('standard'), tile('advanced', true), tile('premium'), tile('scientific')];
    const layout = layoutTiles(tiles, true);
    expect(layout.featured?.item.name).toBe('advanced');
    expect(layout.featured?.placement).toEqual({ span: 6, offset: 3 });
    expect(layout.rest.map((r) => r.item.name)).toEqual(['standard', 'premium', 'scientific']);
    expect(layout.rest.every((r) => r.placement.span === 4)).toBe(true);
  });

  it('ignores the featured flag when the featured component is off', () => {
    const layout = layoutTiles([tile('a'), tile('b', true), tile('c'), tile('d')], false);
    expect(layout.featured).toBeNull();
    expect(layout.rest.map((r) => r.placement.span)).toEqual([3, 3, 3, 3]);
  });

  it('falls back to the count rule when nothing is featured', () => {
    const layout = layoutTiles([tile('a'), tile('b'), tile('c')], true);
    expect(layout.featured).toBeNull();
    expect(layout.rest.map((r) => r.placement.span)).toEqual([4, 4, 4]);
  });
});

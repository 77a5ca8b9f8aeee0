/**
 * How service tiles share the 12-column grid on desktop: one featured
 * service is shown alone, half wide and centred (6 columns, offset 3); three tiles take 4 columns each and
 * four take 3. Other counts keep the tiles from getting too narrow to read a price and a
 * feature list: two share the row, five or more wrap in rows of three.
 */
export interface TilePlacement {
  /** Columns of 12 on desktop. */
  span: number;
  /** Empty columns before the tile on desktop. */
  offset: number;
}

export interface TileRow<T> {
  /** The featured tile shown on a row of its own, when the featured component is on. */
  featured: { item: T; placement: TilePlacement } | null;
  rest: { item: T; placement: TilePlacement }[];
}

export const GRID_COLUMNS = 12;

/** The placement of every tile when `count` tiles share the grid. */
export function tilePlacement(count: number): TilePlacement {
  if (count <= 1) return { span: 6, offset: 3 };
  if (count === 2) return { span: 6, offset: 0 };
  if (count === 3) return { span: 4, offset: 0 };
  if (count === 4) return { span: 3, offset: 0 };
  return { span: 4, offset: 0 };
}

/**
 * Splits the tiles for the page: with the featured-service component on (flag
 * featured_editing_service_component) the first featured tile stands alone at 6 columns offset 3 and the
 * others follow by the count rule; otherwise every tile follows the count rule.
 */
export function layoutTiles<T extends { featured: boolean }>(items: readonly T[], featuredComponent: boolean): TileRow<T> {
  const featuredItem = featuredComponent ? items.find((item) => item.featured) : undefined;
  if (!featuredItem) {
    const placement = tilePlacement(items.length);
    return { featured: null, rest: items.map((item) => ({ item, placement })) };
  }
  const others = items.filter((item) => item !== featuredItem);
  const placement = tilePlacement(others.length);
  return {
    featured: { item: featuredItem, placement: { span: 6, offset: 3 } },
    rest: others.map((item) => ({ item, placement })),
  };
}

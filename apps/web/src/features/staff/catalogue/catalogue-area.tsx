/** Placeholder, built by a helper. */
export function CatalogueArea() {
  return null;
}

/** Placeholder, built by a helper. */
export function FapiaoDeskArea() {
  return null;
}

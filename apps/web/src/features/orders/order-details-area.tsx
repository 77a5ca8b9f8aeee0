/** Placeholder, built by a helper. */
export function OrderDetailsArea() {
  return null;
}

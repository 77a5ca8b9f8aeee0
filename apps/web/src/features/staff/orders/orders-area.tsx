/** Placeholder, built by a helper. */
export function OrdersArea() {
  return null;
}

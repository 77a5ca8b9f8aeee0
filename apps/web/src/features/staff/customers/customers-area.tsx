/** Placeholder, built by a helper. */
export function CustomersArea() {
  return null;
}

/** Placeholder, built by a helper. */
export function OutboxArea() {
  return null;
}

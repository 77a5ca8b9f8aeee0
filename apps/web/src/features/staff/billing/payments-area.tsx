/** Placeholder, built by a helper. */
export function PaymentsArea() {
  return null;
}

/** Placeholder, built by a helper. */
export function AuditArea() {
  return null;
}

/** Placeholder, built by a helper. */
export function CertificateArea() {
  return null;
}

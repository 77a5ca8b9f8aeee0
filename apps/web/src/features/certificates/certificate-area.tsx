import { CertificateProgramPage } from './certificate-program-page';

/** /{lang}/certificate/*: public, for visitors and researchers alike. */
export function CertificateArea() {
  return <CertificateProgramPage />;
}

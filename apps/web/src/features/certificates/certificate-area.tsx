import { CertificateProgramPage } from './certificate-program-page';

/** /{lang}/certificate/* (spec 1 §2 "Certificate program"): public, for visitors and researchers alike. */
export function CertificateArea() {
  return <CertificateProgramPage />;
}

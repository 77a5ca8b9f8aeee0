import { LegalDocument } from './legal-document';

/** /{lang}/terms: the terms of service, accepted at payment. */
export function TermsPage() {
  return <LegalDocument document="terms" />;
}

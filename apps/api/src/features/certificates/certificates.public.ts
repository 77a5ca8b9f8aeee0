/**
 * What other features may use of certificates (everything else in this folder is private to it): staff
 * completing an order issue its certificate through here, and other features' tests make one.
 */
export { issueCertificateIfIncluded } from './certificate-issuing';
export { newCertificateCode } from './certificate-code';

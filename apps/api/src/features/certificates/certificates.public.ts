/**
 * What other features may use of certificates (everything else in this folder is private to it): staff
 * completing an order issue its certificate through here, the order's Download All Files takes its PDF,
 * and other features' tests make one.
 */
export { issueCertificateIfIncluded } from './certificate-issuing';
export { newCertificateCode } from './certificate-code';
export { orderCertificatePdf } from './certificates.service';
export { certificatesPersonalData } from './certificates-personal-data';

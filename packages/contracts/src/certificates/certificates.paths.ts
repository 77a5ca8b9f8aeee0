/** Paths of the certificate calls and the public program page. Zod-free for cheap imports. */
import { apiPath } from '../http/api-path';

const enc = encodeURIComponent;

export const certificatePaths = {
  /** Public: anyone holding the code may verify it. */
  verify: apiPath('/api/certificate/:code'),
  /** Public, like the verification it prints. */
  pdf: apiPath('/api/certificate/:code/pdf'),
  /** Owner only: the delivered files are the customer's unpublished work. */
  deliverables: apiPath('/api/certificate/:code/deliverables'),
  deliverable: apiPath('/api/certificate/:code/deliverables/:key'),
  save: apiPath('/api/certificate/save/:code'),
};

/** The public page (under /{lang}); `?code=` verifies at once (the PDF's link and QR code use it). */
export const certificateRoutes = {
  program: '/certificate',
  verify: (code: string) => `/certificate?code=${enc(code)}`,
};

/** The absolute verification address printed on the certificate. */
export function certificateVerificationUrl(siteUrl: string, language: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${language}${certificateRoutes.verify(code)}`;
}

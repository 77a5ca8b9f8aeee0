import { z } from 'zod';

/**
 * The editing certificate (code, externalId, title, authors, issuedOn) and its
 * calls. The verification answer is public: it carries what the certificate states and
 * nothing about the customer's account (no e-mail, no name beyond the authors they chose to print).
 */
export const CERTIFICATE_CODE_MAX = 64;
export const CERTIFICATE_TITLE_MAX = 512;
export const CERTIFICATE_AUTHORS_MAX = 1000;

/** What a visitor types on /certificate (not empty); spaces around it do not matter. */
export const certificateCodeSchema = z.string().trim().min(1, 'certificate-code-required').max(CERTIFICATE_CODE_MAX, 'certificate-verification-error');

export const certificateVerifyFormSchema = z.object({ code: certificateCodeSchema });
export type CertificateVerifyForm = z.input<typeof certificateVerifyFormSchema>;

export const certificateSchema = z.object({
  code: z.string(),
  /** The order number the certificate was issued for. */
  externalId: z.string(),
  title: z.string(),
  authors: z.string(),
  issuedOn: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The edited files a certificate covers: the tracked, clean and formatted manuscripts delivered. */
export const CERTIFIED_FILE_KINDS = ['tracked', 'clean', 'formatted'] as const;
export type CertifiedFileKind = (typeof CERTIFIED_FILE_KINDS)[number];

/**
 * One certified file as the public sees it: its kind, size and SHA-256 (64 lower-case hex digits). Never
 * its name: the file name is the researcher's and may say more than the certificate does.
 */
export const certifiedFileSchema = z.object({
  kind: z.enum(CERTIFIED_FILE_KINDS),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CertifiedFile = z.infer<typeof certifiedFileSchema>;

/**
 * GET /api/certificate/{code}: the certificate, with what was done (services, words) for the verifier and
 * the fingerprints of the edited files it covers (our addition: anyone holding a file can check it).
 */
export const certificateVerificationSchema = certificateSchema.extend({
  services: z.array(z.string()),
  wordCount: z.number().int(),
  completedAt: z.string().nullable(),
  files: z.array(certifiedFileSchema),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
export const certificateResponseSchema = z.object({ certificate: certificateVerificationSchema });
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/** The owner's edit: project title and authors are both required. */
export const certificateDetailsFormSchema = z.object({
  title: z.string().trim().min(1, 'project-title-required').max(CERTIFICATE_TITLE_MAX, 'project-title-too-long'),
  authors: z.string().trim().min(1, 'project-authors-required').max(CERTIFICATE_AUTHORS_MAX, 'value-too-long'),
});
export type CertificateDetailsForm = z.input<typeof certificateDetailsFormSchema>;

/** PUT /api/certificate/save/{code} (title, authors, externalId, code). */
export const certificateSaveRequestSchema = certificateDetailsFormSchema.extend({
  externalId: z.string().trim().max(40).optional(),
  code: z.string().trim().max(CERTIFICATE_CODE_MAX).optional(),
});
export type CertificateSaveRequest = z.input<typeof certificateSaveRequestSchema>;

/** Success carries certificateDetails; a refusal is a 4xx whose body is `{ error }`. */
export const certificateSaveResponseSchema = z.object({ certificateDetails: certificateSchema, error: z.null() });
export type CertificateSaveResponse = z.infer<typeof certificateSaveResponseSchema>;

/** The on-screen verification states. */
export type VerificationState = 'idle' | 'verifying' | 'found' | 'not-found';

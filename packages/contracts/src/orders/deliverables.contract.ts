import { z } from 'zod';

/**
 * GET /api/order/{externalId}/deliverables and GET /api/certificate/{code}/deliverables:
 * files (key, path, size), companyName, externalId, error. `path` is the file's place in the archive
 * the browser builds; `error` is a message key when the files may not be downloaded yet (no files then).
 * An order's list ends with its certificate PDF when it has one (key CERTIFICATE_FILE_KEY, kind
 * 'certificate'), so Download All Files hands over the certificate with the files.
 */
export const CERTIFICATE_FILE_KEY = 'certificate';

export const deliverableFileSchema = z.object({
  key: z.string(),
  path: z.string(),
  size: z.number().int().nonnegative(),
  name: z.string(),
  kind: z.string(),
  contentType: z.string(),
});
export type DeliverableFile = z.infer<typeof deliverableFileSchema>;

export const deliverablesResponseSchema = z.object({
  files: z.array(deliverableFileSchema),
  companyName: z.string(),
  externalId: z.string(),
  error: z.string().nullable(),
});
export type DeliverablesResponse = z.infer<typeof deliverablesResponseSchema>;

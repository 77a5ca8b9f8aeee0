import { z } from 'zod';

/**
 * The home page's recent editing and translation documents (3 latest, merged by creation date). Each kind
 * of document is a source the server registers (platform/recent-documents); the path is ours.
 */
export const HOME_RECENT_DOCUMENTS = 3;

export const recentDocumentSchema = z.object({
  kind: z.enum(['translation', 'digital-edit']),
  identity: z.string(),
  name: z.string(),
  createdAt: z.string(),
  status: z.enum(['processing', 'completed', 'failed']),
  /** The page of the document's area, under the language prefix. */
  path: z.string(),
});
export type RecentDocument = z.infer<typeof recentDocumentSchema>;

export const recentDocumentsResponseSchema = z.object({ documents: z.array(recentDocumentSchema) });
export type RecentDocumentsResponse = z.infer<typeof recentDocumentsResponseSchema>;

import type { RecentDocumentSource } from '../../platform/recent-documents/recent-documents';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { latestTranslations } from './digital-translation.repository';

/** What the composition wires in (feature-handlers.ts): the translation job and the home page's recent documents. */
export { TRANSLATE_JOB, runTranslationJob } from './translation-job.service';

export const recentTranslations: RecentDocumentSource = async (db, userId, limit) =>
  (await latestTranslations(db, userId, limit)).map((row) => ({
    kind: 'translation' as const,
    identity: row.identity,
    name: row.fileName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    path: digitalRoutes.translations,
  }));

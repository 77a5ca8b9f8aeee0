import type { RecentDocumentSource } from '../../platform/recent-documents/recent-documents';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { latestTranslations } from './digital-translation.repository';

/** What the composition wires in (feature-handlers.ts): the translation job, its engine's report and the home page's recent documents. */
export { TRANSLATE_JOB, runTranslationJob } from './translation-job.service';
export { TRANSLATION_ENGINE, translationEngineReport } from './translation-engines';

export const recentTranslations: RecentDocumentSource = async (db, userId, limit) =>
  (await latestTranslations(db, userId, limit)).map((row) => ({
    kind: 'translation' as const,
    identity: row.identity,
    name: row.fileName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    path: digitalRoutes.translations,
  }));

/** What digital translation holds of a person (data download, erasure). */
export { digitalTranslationPersonalData } from './digital-translation-personal-data';

import type { PersonalDataHolder } from '../../platform/privacy/personal-data';
import { deleteAssessmentsOf, findAllAssessmentsOf } from './grammar-check.repository';

/**
 * The grammar check's part of the data download and of the erasure (platform/privacy): each manuscript
 * checked — its name, size, outcome, score and counts, and how many findings its report lists (the report
 * itself, with the manuscript's sentences, is read on its page or as its PDF). Erasing deletes the
 * assessments with their files; the percentiles are computed from the assessments that remain.
 */
export const grammarCheckPersonalData: PersonalDataHolder = {
  name: 'languageAssessments',

  async exportFor(db, userId) {
    const rows = await findAllAssessmentsOf(db, userId);
    return rows.map((row) => ({
      fileName: row.name,
      size: row.size,
      scoreStatus: row.scoreStatus,
      score: row.scoreTenths === null ? null : row.scoreTenths / 10,
      wordCount: row.wordCount,
      style: row.style,
      errorCounts: row.errorCounts,
      findings: row.findings?.findings.length ?? 0,
      reason: row.reasonKey,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      archivedAt: row.archivedAt?.toISOString() ?? null,
    }));
  },

  async erase(tx, userId) {
    return { files: await deleteAssessmentsOf(tx, userId) };
  },
};

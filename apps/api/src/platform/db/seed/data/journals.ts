import type { journals } from '../../schema/journals';
import { normalizeIssn, normalizeJournalTitle } from '@marginalia/contracts/journals/journal-identifiers';
import type { JournalSeed } from './journal-sites';
import { GENERAL_JOURNALS } from './journals-general';
import { SCIENCE_JOURNALS } from './journals-sciences';
import { REGIONAL_JOURNALS } from './journals-regional';

/**
 * The stored journal directory searched by the details step and the bundle questions' journal picker.
 * Real journals only, with the print and electronic ISSNs their publishers
 * print (ISSN International Centre registrations) and the publisher's home page for the journal.
 *
 * Assumptions and rules:
 * - A value we were not sure of is null rather than guessed: a wrong ISSN would send a researcher's
 *   formatting order to the wrong author guidelines. Every ISSN given passes the ISO 3297 check digit
 *   (journals.test.ts), and no ISSN belongs to two journals.
 * - Online-only journals (PLOS ONE, MDPI, Frontiers…) have only an electronic ISSN.
 * - Publishers are as shown on the journal's site in 2026 (several society journals moved from one
 *   publisher to another in 2023–2024; where the home page moved with it, the new address is given).
 * - Titles are unique once normalized: the seed upserts on the normalized title, so a corrected ISSN or
 *   address flows in at the next start, and a journal staff add at run time is left alone.
 */
export interface JournalSeedRow extends Omit<typeof journals.$inferInsert, 'id'> {
  title: string;
  titleNormalized: string;
}

function toRow([title, issn, eissn, publisher, url]: JournalSeed): JournalSeedRow {
  return {
    title,
    titleNormalized: normalizeJournalTitle(title),
    // Stored in the canonical `1234-567X` form the ISSN search compares with.
    issn: issn === null ? null : normalizeIssn(issn),
    eissn: eissn === null ? null : normalizeIssn(eissn),
    publisher,
    url,
  };
}

export const JOURNAL_ROWS: readonly JournalSeedRow[] = [...GENERAL_JOURNALS, ...SCIENCE_JOURNALS, ...REGIONAL_JOURNALS].map(toRow);

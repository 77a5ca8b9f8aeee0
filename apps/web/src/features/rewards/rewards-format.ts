import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** A date of the rewards pages, written the page's way ("28 Nov 2026", "2026年11月28日"). */
export function shortDate(iso: string | null, language: SiteLanguage): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(bcp47(language), { dateStyle: 'medium' }).format(date);
}

/**
 * The last day a code works, from its `endDate` (the first moment it no longer does): the day before that
 * moment, so a code ending at midnight reads as valid "until 30 Nov", not "until 1 Dec".
 */
export function lastValidDay(endDate: string | null, language: SiteLanguage): string {
  if (!endDate) return '';
  const end = new Date(endDate);
  if (Number.isNaN(end.getTime())) return '';
  return shortDate(new Date(end.getTime() - 1).toISOString(), language);
}

/** The rows of the benefits table: used and expired codes only when asked for. */
export function visibleBenefits<Row extends { used: boolean; expired: boolean }>(rows: readonly Row[], showAll: boolean): Row[] {
  return showAll ? [...rows] : rows.filter((row) => !row.used && !row.expired);
}

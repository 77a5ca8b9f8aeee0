import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** A score as shown: always one decimal, in the page's number format (6.8, 6,8). */
export function formatScore(score: number, language: SiteLanguage): string {
  return new Intl.NumberFormat(bcp47(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
}

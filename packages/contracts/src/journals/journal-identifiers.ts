/**
 * Pure rules for journal titles and ISSNs, shared by the seed (which stores the normalized title),
 * the journal directories (which match on it) and the web type-ahead.
 */

/**
 * The form a title is searched by: accents, case and apostrophes dropped, '&' read as 'and', other punctuation and
 * repeated spaces turned into one space. NFKD also folds the full-width Latin letters a Chinese or
 * Japanese input method types ('ｎａｔｕｒｅ' → 'nature').
 */
export function normalizeJournalTitle(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // "Alzheimer's" must match a typed "alzheimers".
      .replace(/['\u2019\u02bc]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

const COMPACT_ISSN = /^\d{7}[\dX]$/;

/** `1234-567X` from `1234567x`, ` 1234-567X ` or `1234 567X`; null when it is not shaped like an ISSN. */
export function normalizeIssn(value: string): string | null {
  const compact = value.trim().replace(/[\s-]/g, '').toUpperCase();
  if (!COMPACT_ISSN.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

/** Whether a typed query is an ISSN (so the directory looks it up instead of matching titles). */
export function looksLikeIssn(query: string): boolean {
  return normalizeIssn(query) !== null;
}

/**
 * ISO 3297 check digit: the first seven digits weighted 8 down to 2, and the eighth makes the sum a
 * multiple of 11 ('X' standing for 10). Catches a mistyped digit in the seed data.
 */
export function hasValidIssnCheckDigit(issn: string): boolean {
  const normalized = normalizeIssn(issn);
  if (!normalized) return false;
  const digits = normalized.replace('-', '');
  let sum = 0;
  for (let index = 0; index < 7; index++) sum += Number(digits[index]) * (8 - index);
  const check = (11 - (sum % 11)) % 11;
  return digits[7] === (check === 10 ? 'X' : String(check));
}

/**
 * The pages under /{lang}/researcher/digital-translations/: the list (with an optional status filter:
 * processing, completed or failed) and the package purchase page, /purchase/{receiptCode?}/{success?}.
 */
export const TRANSLATION_STATUS_FILTERS = ['processing', 'completed', 'failed'] as const;
export type TranslationStatusFilter = (typeof TRANSLATION_STATUS_FILTERS)[number];

export type TranslationRoute =
  | { kind: 'list'; status: TranslationStatusFilter | null }
  | { kind: 'purchase'; receiptCode: string | null; success: boolean }
  | { kind: 'unknown' };

export function resolveTranslationRoute(rest: string): TranslationRoute {
  const parts = rest.split('/').filter((part) => part !== '');
  const [first, second, third, ...more] = parts;
  if (first === undefined) return { kind: 'list', status: null };
  if (first === 'purchase') {
    if (more.length > 0 || (third !== undefined && third !== 'success')) return { kind: 'unknown' };
    return { kind: 'purchase', receiptCode: second ?? null, success: third === 'success' };
  }
  if (parts.length === 1 && (TRANSLATION_STATUS_FILTERS as readonly string[]).includes(first)) return { kind: 'list', status: first as TranslationStatusFilter };
  return { kind: 'unknown' };
}

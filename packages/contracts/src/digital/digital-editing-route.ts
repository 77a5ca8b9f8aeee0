import { TRANSLATION_STATUS_FILTERS, type TranslationStatusFilter } from './translation-route';

/**
 * The pages under /{lang}/researcher/digital-editing/: the list (with an optional status filter: processing,
 * completed or failed), one edit's page /details/{identity}, and the subscription page
 * /subscribe/{receiptCode?}/{success?}. The web's area renders by it and the server answers 404 for the rest.
 */
export type EditingStatusFilter = TranslationStatusFilter;

export type EditingRoute =
  | { kind: 'list'; status: EditingStatusFilter | null }
  | { kind: 'details'; identity: string }
  | { kind: 'subscribe'; receiptCode: string | null; success: boolean }
  | { kind: 'unknown' };

export function resolveEditingRoute(rest: string): EditingRoute {
  const parts = rest.split('/').filter((part) => part !== '');
  const [first, second, third, ...more] = parts;
  if (first === undefined) return { kind: 'list', status: null };
  if (first === 'subscribe') {
    if (more.length > 0 || (third !== undefined && third !== 'success')) return { kind: 'unknown' };
    return { kind: 'subscribe', receiptCode: second ?? null, success: third === 'success' };
  }
  if (first === 'details') return second !== undefined && third === undefined ? { kind: 'details', identity: second } : { kind: 'unknown' };
  if (parts.length === 1 && (TRANSLATION_STATUS_FILTERS as readonly string[]).includes(first)) return { kind: 'list', status: first as EditingStatusFilter };
  return { kind: 'unknown' };
}

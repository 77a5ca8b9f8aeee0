import type { TranslationStatusFilter } from './translation-route';

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

/** The pages, on the part after digital-editing/ without its empty segments (the server's page list tests it alone). */
export const EDITING_PAGE = /^(?:(processing|completed|failed)|details\/([^/]+)|(subscribe)(?:\/([^/]+)(\/success)?)?)?$/;

export const editingPagePath = (rest: string) => rest.split('/').filter((part) => part !== '').join('/');

export function resolveEditingRoute(rest: string): EditingRoute {
  const page = EDITING_PAGE.exec(editingPagePath(rest));
  if (!page) return { kind: 'unknown' };
  if (page[2]) return { kind: 'details', identity: page[2] };
  if (page[3]) return { kind: 'subscribe', receiptCode: page[4] ?? null, success: page[5] !== undefined };
  return { kind: 'list', status: (page[1] as EditingStatusFilter | undefined) ?? null };
}

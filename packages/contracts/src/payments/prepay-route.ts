/**
 * The prepay area's pages by the path after prepay/: the root, a prepayment to pay,
 * its fapiao request and the landing after an outside payment. The web's prepay area renders by it and
 * the server answers 404 for the paths it does not know (http/page-routes.ts).
 */
export type PrepayRoute =
  | { kind: 'prepay'; retainerInvoiceNumber: string | null }
  | { kind: 'fapiao'; retainerInvoiceNumber: string }
  | { kind: 'complete'; type: string }
  | { kind: 'unknown' };

export function resolvePrepayRoute(rest: string): PrepayRoute {
  const segments = rest.split('/').filter((segment) => segment !== '');
  const [first, second, ...more] = segments;
  if (first === undefined) return { kind: 'prepay', retainerInvoiceNumber: null };
  if (more.length > 0) return { kind: 'unknown' };
  if (first === 'complete') return second === undefined ? { kind: 'unknown' } : { kind: 'complete', type: second };
  if (second === undefined) return { kind: 'prepay', retainerInvoiceNumber: first };
  if (second === 'fapiao') return { kind: 'fapiao', retainerInvoiceNumber: first };
  return { kind: 'unknown' };
}

import { isConciergeService, ORDER_REQUEST_TYPES, type ConciergeService, type SupportRequestType } from './support.constants';

/**
 * The rests of the support areas' browser routes, read by the pages and by the server's page list (ADR 0016):
 * `support/index/submission/{externalId}/type/{type}` and `support/index/quote/{service}`. Anything else there
 * is "Page not found".
 */
export function parseSubmissionPath(rest: string): { externalId: string; type: SupportRequestType } | null {
  const match = /^([A-Za-z0-9_-]{1,40})\/type\/([a-z-]+)\/?$/.exec(rest);
  const type = ORDER_REQUEST_TYPES.find((each) => each === match?.[2]);
  return match?.[1] && type ? { externalId: match[1], type } : null;
}

export function parseQuotePath(rest: string): ConciergeService | null {
  const service = rest.replace(/\/+$/, '');
  return isConciergeService(service) ? service : null;
}
